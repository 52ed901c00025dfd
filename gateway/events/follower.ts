/**
 * The gateway follows the CRM's event outbox (issue 20 item 3; crm/events/poll.ts): a long poll
 * of `events/poll` after the last id handled, each event published to this instance's bus. So a
 * change made through ANY gateway instance (or straight in the CRM) reaches this instance's
 * subscribers, and drops the cache entries it made stale.
 *
 * It starts from "now" (older events are history) and, after a drop, resumes from its last id,
 * so nothing committed meanwhile is lost. A CRM that is down, slow or answers nonsense is logged
 * and asked again with backoff, never a crash. A CRM without the call (404: an older remote CRM)
 * is `unsupported`: then publishing-upstream.ts publishes this instance's own writes, as before.
 */
import { Client } from 'undici';
import type { EventBus } from './bus';
import { translator, type CrmEvent } from './translate';
import type { Upstream } from '../upstream/types';

export type FollowMode = 'starting' | 'following' | 'unsupported' | 'closed';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface FollowerOptions {
  crmUrl: string;
  apiKey: string;
  bus: EventBus;
  /** The CRM client the shifts and notifications of events are read through. */
  upstream: () => Pick<Upstream, 'call'>;
  /** Called for every event before it is published (cache invalidation). */
  onEvent?: (e: CrmEvent) => void;
  log: Log;
  /** How long one poll waits for events (the CRM allows up to 25 s). */
  waitMs?: number;
  /** The first and the longest pause after a failure. */
  backoffMs?: [number, number];
}

export interface Follower {
  readonly mode: FollowMode;
  readonly lastId: number | null;
  /** Asks the CRM where "now" is; resolves on its first answer or failure, within `boundMs`. */
  start(boundMs?: number): Promise<void>;
  close(): Promise<void>;
}

class Unsupported extends Error {}

interface PollReply {
  events: CrmEvent[];
  last: number;
}

const isEvent = (e: unknown): e is CrmEvent => {
  const v = e as Partial<CrmEvent> | null;
  return (
    !!v &&
    Number.isSafeInteger(v.id) &&
    typeof v.kind === 'string' &&
    (v.subjectId === null || Number.isSafeInteger(v.subjectId)) &&
    (v.shopType === null || typeof v.shopType === 'string')
  );
};

/** The reply's data, checked: a CRM that drifts is a logged failure here, not a bad event. */
function pollReply(body: unknown): PollReply {
  const env = body as { error?: unknown; errorInfo?: unknown; data?: { events?: unknown; last?: unknown } };
  if (env?.error === 1 && env.errorInfo === 'UNKNOWN_METHOD') throw new Unsupported();
  const data = env?.data;
  if (env?.error !== 0 || !data || !Array.isArray(data.events) || !Number.isSafeInteger(data.last)) {
    throw new Error('events/poll: malformed reply');
  }
  if (!data.events.every(isEvent)) throw new Error('events/poll: malformed event');
  return { events: data.events, last: data.last as number };
}

export function createFollower(opts: FollowerOptions): Follower {
  const waitMs = opts.waitMs ?? 20_000;
  const [firstBackoff, maxBackoff] = opts.backoffMs ?? [500, 30_000];
  const stop = new AbortController();
  let mode: FollowMode = 'starting';
  let lastId: number | null = null;
  let loop: Promise<void> | null = null;
  let settled!: () => void;
  /** Resolves when "now" is known, or the CRM turned out to have no outbox. */
  const decided = new Promise<void>((resolve) => (settled = resolve));

  const base = new URL(opts.crmUrl.replace(/\/+$/, '') + '/');
  // The follower's own connection, destroyed on close. Through the process-wide dispatcher (shared
  // by every gateway in a process and by fetch), a poll cut off at close left a connection open
  // to the CRM with no request on it, which the CRM's close then waited out for its keep-alive
  // timeout: 70 s per CRM close in tests with two gateways on one CRM.
  const client = new Client(base.origin);

  async function poll(body: Record<string, unknown>, wait: number): Promise<PollReply> {
    const url = new URL('events/poll', base);
    url.searchParams.set('apiKey', opts.apiKey);
    const res = await client.request({
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, waitMs: wait }),
      // The CRM answers within `wait`; past that with a margin the CRM is stuck.
      headersTimeout: wait + 10_000,
      bodyTimeout: 10_000,
      signal: AbortSignal.any([stop.signal, AbortSignal.timeout(wait + 15_000)]),
    });
    const text = await res.body.text();
    if (res.statusCode === 404) throw new Unsupported();
    if (res.statusCode !== 200) throw new Error(`events/poll: HTTP ${res.statusCode}`);
    return pollReply(JSON.parse(text));
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      stop.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });

  async function handle(events: CrmEvent[]): Promise<void> {
    const translate = translator(opts.upstream());
    for (const e of events) {
      opts.onEvent?.(e);
      try {
        const event = await translate(e);
        if (event) opts.bus.publish(event);
      } catch (err) {
        // The record could not be read (the CRM went away mid-batch): that one event is not told.
        opts.log.warn({ err, event: e.id }, 'event not published');
      }
    }
  }

  async function run(): Promise<void> {
    let backoff = firstBackoff;
    while (!stop.signal.aborted) {
      try {
        const reply = lastId === null ? await poll({}, 0) : await poll({ after: lastId }, waitMs);
        if (lastId === null) {
          lastId = reply.last;
          mode = 'following';
          settled();
          opts.log.info({ after: lastId }, 'following the CRM event outbox');
        } else {
          await handle(reply.events);
          lastId = reply.last;
        }
        backoff = firstBackoff;
      } catch (err) {
        if (stop.signal.aborted) break;
        if (err instanceof Unsupported) {
          mode = 'unsupported';
          settled();
          opts.log.info({}, 'the CRM has no event outbox (events/poll); events are this instance’s own');
          return;
        }
        // The first failure lets start() go on: until the CRM answers, writes publish themselves.
        settled();
        opts.log.warn({ err, retryInMs: backoff }, 'following the CRM event outbox failed; retrying');
        await sleep(backoff);
        backoff = Math.min(backoff * 2, maxBackoff);
      }
    }
  }

  return {
    get mode() {
      return mode;
    },
    get lastId() {
      return lastId;
    },
    async start(boundMs = 3_000) {
      loop ??= run();
      // Until "now" is known, this instance's writes are told by publishing-upstream.ts.
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, boundMs)));
      await Promise.race([decided, bound, loop]);
      clearTimeout(timer);
    },
    async close() {
      mode = 'closed';
      stop.abort();
      await loop?.catch(() => undefined);
      await client.destroy();
    },
  };
}
