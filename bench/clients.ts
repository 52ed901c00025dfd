/**
 * `npx tsx bench/clients.ts [RUNS]`: a shop with 5,000 clients.
 * How long the whole client list takes through GraphQL and through the legacy /api (the CRM's own
 * call as the floor), how many bytes each face sends, and, when a web build and Chromium are at
 * hand, how soon /reference/KlientDirectory shows its first row and how many DOM nodes the page
 * holds (a virtualised table keeps that in the low thousands whatever the list size).
 * Figures are printed, never asserted (machines are noisy).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { startCrm } from '../crm/server';
import { buildApp } from '../gateway/app';
import { loadConfig } from '../gateway/config';
import { findList } from '../schema/lists';
import { measure, openScreen, post } from './lib';

const CLIENTS = 5_000;
const runs = Number(process.argv[2] ?? 30);
/** The screen may still be in the making: wait this long for a row, then say so. */
const SCREEN_BOUND_MS = 60_000;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-clients-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LEGACY_DELAY_MS: '0',
  LOG_LEVEL: 'warn',
  CRM_API_KEY: 'bench-key-0123456789',
  // A build elsewhere (WEB_DIST=/tmp/web npx tsx bench/clients.ts) leaves web/dist alone.
  ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
});
const crm = await startCrm({ apiKey: config.crmApiKey, dataDir: 'memory://' });

/** One transaction, one statement: 5,000 rows through unnest, columns from the list definition. */
async function insertClients(): Promise<void> {
  const list = findList('KlientDirectory')!;
  const col = (name: string) => list.fields.find((f) => f.name === name)!.column;
  const n = Array.from({ length: CLIENTS }, (_, i) => i + 1);
  const pad = (i: number) => String(i).padStart(5, '0');
  await crm.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO "${list.table}" (${[
        'lastName',
        'firstName',
        'patronymic',
        'phone',
        'email',
        'birthday',
        'comment',
      ]
        .map(col)
        .join(', ')})
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::date[], $7::text[])`,
      [
        n.map((i) => `Бенч-${pad(i)}`),
        n.map((i) => ['Анна', 'Иван', 'Мария', 'Пётр', 'Ольга'][i % 5]),
        n.map(() => 'Сергеевич'),
        n.map((i) => `+7 916 ${pad(i).slice(0, 3)}-${pad(i).slice(3)}-00`),
        n.map((i) => `client-${i}@example.com`),
        n.map((i) => `19${70 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`),
        n.map((i) => (i % 7 === 0 ? 'Постоянный клиент, доставка после 18:00' : '')),
      ],
    );
  });
}

interface Timing {
  name: string;
  p50: number;
  p95: number;
  bytes: number | null;
  note: string;
}

async function time(
  name: string,
  run: () => Promise<{ bytes: number; rows: number }>,
  note = '',
): Promise<Timing> {
  const { p50, p95, last } = await measure(run, { runs, warmups: 3 });
  return { name, p50, p95, bytes: last.bytes, note: note || `${last.rows} rows` };
}

/** First row of the client screen in Chromium, and the page's DOM size then. */
async function browser(origin: string, token: string): Promise<Timing[]> {
  const screen = await openScreen(
    origin,
    token,
    '/reference/KlientDirectory',
    '[class*="table-cell"], [role="gridcell"], td',
    {},
    { webDist: config.webDist, rowText: 'Бенч-', countSelector: '.list-count', boundMs: SCREEN_BOUND_MS },
  );
  if (!screen.ready)
    return [
      { name: 'Chromium /reference/KlientDirectory', p50: NaN, p95: NaN, bytes: null, note: screen.note },
    ];
  const shown = screen.count ? `; «${screen.count}»` : '';
  return [
    {
      name: 'Chromium first client row',
      p50: screen.firstRowMs,
      p95: screen.firstRowMs,
      bytes: null,
      note: `one cold load; DOM nodes: ${screen.nodes} (${screen.cells} cells)${shown}`,
    },
  ];
}

const app = await buildApp({ config, crmUrl: crm.url });
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
try {
  await insertClients();
  const login = JSON.parse(
    await post(`${origin}/api/auth/login`, { email: 'admin@example.com', password: 'admin123' }),
  ) as { accessToken: string };
  const auth = { authorization: `Bearer ${login.accessToken}` };
  const query =
    '{ clients { id active deleted sort lastName firstName patronymic phone email birthday comment } }';

  const results: Timing[] = [];
  results.push(
    await time('CRM reference/getAllKlientDirectory (direct)', async () => {
      const text = await post(`${crm.url}/reference/getAllKlientDirectory?apiKey=${config.crmApiKey}`, {});
      return { bytes: Buffer.byteLength(text), rows: (JSON.parse(text) as { data: unknown[] }).data.length };
    }),
  );
  results.push(
    await time('GET /api/reference/getAllKlientDirectory', async () => {
      const res = await request(`${origin}/api/reference/getAllKlientDirectory`, { headers: auth });
      const text = await res.body.text();
      return { bytes: Buffer.byteLength(text), rows: (JSON.parse(text) as unknown[]).length };
    }),
  );
  results.push(
    await time('GraphQL { clients { … } }', async () => {
      const text = await post(`${origin}/graphql`, { query }, auth);
      return {
        bytes: Buffer.byteLength(text),
        rows: (JSON.parse(text) as { data: { clients: unknown[] } }).data.clients.length,
      };
    }),
  );
  results.push(...(await browser(origin, login.accessToken)));

  const fmt = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(1));
  console.log(`\n${CLIENTS} clients, ${runs} runs per call after 3 warm-ups (Node ${process.version})\n`);
  console.log('| case | p50 ms | p95 ms | bytes | note |');
  console.log('|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.name} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${r.bytes ?? '—'} | ${r.note} |`);
  }
} finally {
  await app.close();
  await crm.close();
  rmSync(dataDir, { recursive: true, force: true });
}
