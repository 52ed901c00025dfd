/**
 * Where a cold /order/allOrder's time goes before its first order row (issue 17, row V2), split
 * by the page's own clock and by Chromium's trace of the main thread. Reported figures, not a
 * target: bench/volume.ts judges V2; this says what to cut.
 *
 *   npx tsx bench/v2-trace.ts                       the current tree, built fresh
 *   V2_BUILDS=before=/tmp/a,after=/tmp/b npx tsx bench/v2-trace.ts
 *
 * With several builds each gets a gateway of its own in front of the one CRM (the seed: V2 does
 * not depend on history), and their cold loads alternate, so a neighbour's burst on this shared
 * machine hurts every variant alike. V2_LOADS loads per build and case (default 7), medians
 * reported; V2_CASES the cases, of TODAY, MONTH, YEAR (the list's preset, as bench/volume.ts V2)
 * and a `warm` suffix (a second tab with the code in the HTTP cache): MONTH by default.
 * V2_TRACE=off leaves Chromium's trace out: the main-thread columns are then empty, and the
 * first rows are not slowed by the recording.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { DEFAULT_SHOP_TIMEZONE, todayIn } from '../schema/time-zone';
import { launchChromium } from '../scripts/chromium';
import { lastVisit } from './lib';
import { signIn, startBenchCrm, startBenchGateway, type BenchGateway } from './topology';
import { periodChoice } from './volume-web';
import { webBuild, type WebBuild } from './web-build';

const ORDER_ROW = '.orders-table .orders-number';
const LOADS = Number(process.env.V2_LOADS ?? 7);
/** V2_TRACE=off: no trace (its recording costs the same cores): first rows only, to compare builds. */
const TRACE = process.env.V2_TRACE !== 'off';
type Period = 'TODAY' | 'MONTH' | 'YEAR';
const CASES = (process.env.V2_CASES ?? 'MONTH').split(',').map((c) => {
  const [period, warm] = c.trim().split(/\s+/);
  return { name: c.trim(), period: period.toUpperCase() as Period, warm: warm === 'warm' };
});

/** What the page records about itself (the init script below), in its own milliseconds. */
interface PageClock {
  firstRow: number;
  /** The frame after the first row was inserted: it is on screen by then. */
  painted: number;
  graphql: { op: string; start: number; end: number }[];
}

/** Wall and CPU milliseconds of a kind of main-thread work. */
interface Part {
  wall: number;
  cpu: number;
}

/** One cold load, split. Times in ms from navigation start. */
interface Split {
  html: number;
  entry: number;
  /** Scripts fetched before the first row, and when the last of them arrived. */
  scripts: number;
  lastScript: number;
  me: [number, number] | null;
  ordersPage: [number, number] | null;
  /** GraphQL operations sent before the first row, in order. */
  ops: string[];
  firstRow: number;
  painted: number;
  /** Main thread (trace): busy, and its parts, from navigation start to the first row. */
  busy: Part;
  script: Part;
  gc: Part;
  layout: Part;
}

/**
 * Runs in the page before its own scripts: notes each GraphQL call (operation, start, end) and
 * the moment the first order row enters the DOM, with a user-timing mark the trace carries too.
 */
function instrument(selector: string) {
  const clock: PageClock = { firstRow: 0, painted: 0, graphql: [] };
  (window as unknown as { __v2: PageClock }).__v2 = clock;
  const fetch0 = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    let op = '';
    try {
      op = (JSON.parse(String(init?.body ?? '{}')) as { operationName?: string }).operationName ?? '';
    } catch {
      op = '?';
    }
    const call = { op, start: performance.now(), end: 0 };
    const res = await fetch0(input, init);
    if (String(input).includes('/graphql')) {
      // The reply's body is what the page waits for, not its headers.
      void res
        .clone()
        .arrayBuffer()
        .then(() => {
          call.end = performance.now();
          clock.graphql.push(call);
        });
    }
    return res;
  };
  const seen = new MutationObserver(() => {
    if (clock.firstRow || !document.querySelector(selector)) return;
    clock.firstRow = performance.now();
    performance.mark('v2-first-row');
    seen.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        clock.painted = performance.now();
        // Told, not polled: a poll would run on this main thread while the page starts (absent
        // in a warm case's first tab, opened before the binding).
        void (window as unknown as { __v2Painted?(): Promise<void> }).__v2Painted?.();
      }),
    );
  });
  document.addEventListener('DOMContentLoaded', () =>
    seen.observe(document.body, { childList: true, subtree: true }),
  );
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, which a busy machine does not stretch. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

/**
 * The renderer main thread's work between navigation start and the first-row mark: top-level
 * tasks (busy), and within them running scripts (modules' evaluation, calls, microtasks),
 * garbage collection and style/layout/paint, each counted by its outermost event so nested ones
 * are not added twice. Compiling is not among them: Chromium compiles modules off the main thread.
 */
function mainThread(events: TraceEvent[]) {
  const mark = events.find((e) => e.name === 'v2-first-row');
  if (!mark) return null;
  const main = events.find(
    (e) =>
      e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === mark.pid,
  );
  const thread = events.filter(
    (e) => e.pid === mark.pid && e.tid === (main?.tid ?? mark.tid) && e.ph === 'X',
  );
  // The page's own navigation (the tab's about:blank has one too).
  const start =
    events.find(
      (e) =>
        e.name === 'navigationStart' &&
        e.pid === mark.pid &&
        String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'),
    )?.ts ?? Math.min(...thread.map((e) => e.ts));
  const within = (e: TraceEvent) => e.ts >= start && e.ts < mark.ts;
  /** Wall and CPU (thread) milliseconds of the outermost events named, up to the mark. */
  const outermost = (names: string[]) => {
    let wall = 0;
    let cpu = 0;
    let until = 0;
    for (const e of thread.filter((x) => within(x) && names.includes(x.name)).sort((a, b) => a.ts - b.ts)) {
      if (e.ts < until) continue;
      const dur = e.dur ?? 0;
      const end = Math.min(e.ts + dur, mark.ts);
      wall += end - e.ts;
      cpu += dur ? ((e.tdur ?? dur) * (end - e.ts)) / dur : 0;
      until = e.ts + dur;
    }
    return { wall: wall / 1000, cpu: cpu / 1000 };
  };
  return {
    busy: outermost(['RunTask', 'ThreadControllerImpl::RunTask']),
    script: outermost([
      'v8.evaluateModule',
      'EvaluateScript',
      'FunctionCall',
      'v8.callFunction',
      'BlinkScheduler_PerformMicrotaskCheckpoint',
      'TimerFire',
      'FireAnimationFrame',
      'EventDispatch',
    ]),
    gc: outermost(['MinorGC', 'MajorGC']),
    layout: outermost([
      'UpdateLayoutTree',
      'Layout',
      'PrePaint',
      'Paint',
      'Layerize',
      'ParseAuthorStyleSheet',
    ]),
  };
}

/** One load of the order list in a new context: cold, or `warm` (a first tab loaded its code). */
async function load(
  browser: Browser,
  origin: string,
  stored: Record<string, string>,
  { period, warm }: (typeof CASES)[number],
): Promise<Split> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, locale: 'ru-RU' });
  try {
    const choice = JSON.stringify(periodChoice(period, todayIn(DEFAULT_SHOP_TIMEZONE)));
    // A returning user's profile (bench/lib.ts lastVisit): the token and what the app kept with it.
    await context.addInitScript(
      ({ stored, c }) => {
        for (const [k, v] of Object.entries(stored)) window.localStorage.setItem(k, v);
        window.sessionStorage.setItem('orders.preset', c);
      },
      { stored, c: choice },
    );
    await context.addInitScript(instrument, ORDER_ROW);
    if (warm) {
      const first = await context.newPage();
      await first.goto(`${origin}/order/allOrder`);
      await first.locator(ORDER_ROW).first().waitFor({ timeout: 60_000 });
      await first.close();
    }
    // Exposed once a warm case's first tab has closed: only the measured page can call it.
    let painted!: () => void;
    const paintedSeen = new Promise<void>((resolve) => (painted = resolve));
    await context.exposeBinding('__v2Painted', () => painted());
    const page = await context.newPage();
    if (TRACE)
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'blink.user_timing',
          'toplevel',
        ],
      });
    await page.goto(`${origin}/order/allOrder`);
    let bound: NodeJS.Timeout | undefined;
    await Promise.race([
      paintedSeen,
      new Promise(
        (_, reject) => (bound = setTimeout(() => reject(new Error('no first row in 60 s')), 60_000)),
      ),
    ]).finally(() => clearTimeout(bound));
    const raw = TRACE ? await browser.stopTracing() : null;
    if (raw && process.env.V2_TRACE_FILE) writeFileSync(process.env.V2_TRACE_FILE, raw);
    const trace = raw ? (JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] }) : { traceEvents: [] };
    const clock = await page.evaluate(() => {
      const c = (window as unknown as { __v2: PageClock }).__v2;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (r) => r.initiatorType === 'script' || r.initiatorType === 'link' || r.name.endsWith('.js'),
      );
      const entry =
        document.querySelector<HTMLScriptElement>('script[type=module][src]:not([async])')?.src ?? '';
      const before = scripts.filter((r) => r.name.endsWith('.js') && r.startTime < c.firstRow);
      return {
        c,
        html: nav.responseEnd,
        entry: scripts.find((r) => r.name === entry)?.responseEnd ?? 0,
        scripts: before.length,
        lastScript: Math.max(0, ...before.map((r) => r.responseEnd)),
      };
    });
    const op = (name: string) => {
      const call = clock.c.graphql.find((g) => g.op === name && g.start < clock.c.firstRow);
      return call ? ([call.start, call.end] as [number, number]) : null;
    };
    const none = { wall: NaN, cpu: NaN };
    const thread = mainThread(trace.traceEvents) ?? { busy: none, script: none, gc: none, layout: none };
    return {
      html: clock.html,
      entry: clock.entry,
      scripts: clock.scripts,
      lastScript: clock.lastScript,
      me: op('Me'),
      ordersPage: op('OrdersPage'),
      ops: clock.c.graphql.filter((g) => g.start < clock.c.firstRow).map((g) => g.op),
      firstRow: clock.c.firstRow,
      painted: clock.c.painted,
      ...thread,
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};
const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)}` : '—');

function summary(name: string, loads: Split[]) {
  const m = (f: (s: Split) => number) => ms(median(loads.map(f)));
  return [
    name,
    m((s) => s.html),
    m((s) => s.entry),
    `${m((s) => s.lastScript)} (${m((s) => s.scripts)})`,
    `${m((s) => s.me?.[0] ?? NaN)}–${m((s) => s.me?.[1] ?? NaN)}`,
    `${m((s) => s.ordersPage?.[0] ?? NaN)}–${m((s) => s.ordersPage?.[1] ?? NaN)}`,
    m((s) => s.firstRow),
    m((s) => s.painted),
    ...(['busy', 'script', 'gc', 'layout'] as const).map(
      (k) => `${m((s) => s[k].wall)} / ${m((s) => s[k].cpu)}`,
    ),
  ];
}

const builds: { name: string; build: WebBuild }[] = process.env.V2_BUILDS
  ? process.env.V2_BUILDS.split(',').map((pair) => {
      const [name, dir] = pair.split('=');
      return { name, build: webBuild({ WEB_DIST: dir }) };
    })
  : [{ name: 'current', build: webBuild() }];

const crm = await startBenchCrm();
const gateways: BenchGateway[] = [];
const browser = await launchChromium();
try {
  for (const b of builds) gateways.push(await startBenchGateway(crm, { WEB_DIST: b.build.dir }));
  const tokens = await Promise.all(gateways.map((g) => signIn(g.origin)));
  const stored = await Promise.all(
    gateways.map((g, i) => lastVisit(g.origin, tokens[i], builds[i].build.dir)),
  );
  // One unmeasured load each: the gateways' caches warm, as on a working day.
  for (const [i, g] of gateways.entries()) await load(browser, g.origin, stored[i], CASES[0]);
  const loads = CASES.map(() => builds.map((): Split[] => []));
  for (let n = 0; n < LOADS; n++)
    for (const [c, kind] of CASES.entries())
      for (const [i, g] of gateways.entries()) {
        const split = await load(browser, g.origin, stored[i], kind);
        loads[c][i].push(split);
        console.log(
          `${builds[i].name} ${kind.name} #${n + 1}: first row ${ms(split.firstRow)} ms, main thread ` +
            `${ms(split.busy.wall)} ms (CPU ${ms(split.busy.cpu)}), ${split.scripts} scripts, ops ${split.ops.join(' ')}`,
        );
      }
  const head = [
    'case',
    'build',
    'html',
    'entry js',
    'last js (n)',
    'Me',
    'OrdersPage',
    'first row',
    'painted',
    'main busy',
    'script',
    'gc',
    'style/layout/paint',
  ];
  const rows = CASES.flatMap((kind, c) => builds.map((b, i) => [kind.name, ...summary(b.name, loads[c][i])]));
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `\nV2 split, medians of ${LOADS} loads: ms from navigation start; main thread wall / CPU ms ` +
      `until the first row; load average ${loadavg()[0].toFixed(1)}`,
  );
  console.log([line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
} finally {
  await browser.close();
  for (const g of gateways) await g.close();
  await crm.close();
  for (const b of builds) b.build.dispose();
}
