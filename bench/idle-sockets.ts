/**
 * Row 20c (`npm run bench -- idle-sockets`, issue 20): what an idle subscribed screen costs the
 * gateway. One gateway process in front of one CRM process (bench/topology.ts); N sockets
 * (BENCH_SOCKETS, default 500) of the graphql-ws client, each signed in as the seeded SA and
 * holding one orderChanged subscription, opened from this process. The gateway's RSS and V8 heap
 * (after a full GC) are read before and after; the row is the growth per socket. The per-user
 * socket limit (10) is raised in the bench's gateway only (bench/socket-limit.ts).
 */
import { createClient, type Client } from 'graphql-ws';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { report } from './table';
import { signIn, startBenchCrm, startBenchGateway } from './topology';

const sockets = Number(process.env.BENCH_SOCKETS ?? 500);
const dir = mkdtempSync(join(tmpdir(), 'bench-sockets-'));
const memoryFile = join(dir, 'memory.json');
process.env.BENCH_GATEWAY_ARGS = `--expose-gc --import tsx --import ${join(import.meta.dirname, 'socket-limit.ts')}`;

const crm = await startBenchCrm();
const gateway = await startBenchGateway(crm, { BENCH_MEMORY_FILE: memoryFile });

/** The gateway's memory after a full GC: RSS and the V8 heap, in bytes. */
async function memory(): Promise<{ rss: number; heapUsed: number }> {
  rmSync(memoryFile, { force: true });
  process.kill(gateway.pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await sleep(100);
    try {
      return JSON.parse(readFileSync(memoryFile, 'utf8')) as { rss: number; heapUsed: number };
    } catch {
      // Not written yet.
    }
  }
  throw new Error('the gateway did not report its memory');
}

const clients: Client[] = [];
try {
  const token = await signIn(gateway.origin);
  const url = `${gateway.origin.replace('http', 'ws')}/graphql`;
  // Warm: one socket first, so the schema, the subscription path and their code are loaded.
  const open = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const c = createClient({
        url,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
        lazy: false,
        on: { connected: () => setTimeout(resolve, 0) },
        onNonLazyError: reject,
      });
      c.subscribe(
        { query: 'subscription { orderChanged { kind orderId } }' },
        { next: () => {}, error: reject, complete: () => {} },
      );
      clients.push(c);
    });
  await open();
  await sleep(1_000);
  const before = await memory();
  for (let i = 0; i < sockets; i += 25)
    await Promise.all(Array.from({ length: Math.min(25, sockets - i) }, open));
  await sleep(2_000);
  const after = await memory();
  const perSocket = (k: 'rss' | 'heapUsed') => (after[k] - before[k]) / sockets / 1024;
  console.log(`row 20c: ${sockets} sockets`, { before, after });
  report([
    {
      id: '20c',
      name: `${sockets} idle sockets, each with an orderChanged subscription: gateway memory per socket`,
      baseline: `the gateway with one socket: RSS ${(before.rss / 2 ** 20).toFixed(0)} MB, heap ${(before.heapUsed / 2 ** 20).toFixed(0)} MB`,
      value: `${perSocket('rss').toFixed(1)} KB RSS, ${perSocket('heapUsed').toFixed(1)} KB heap per socket`,
      ratio: null,
      target: '— (a size)',
      met: null,
      note: `after ${sockets}: RSS ${(after.rss / 2 ** 20).toFixed(0)} MB, heap ${(after.heapUsed / 2 ** 20).toFixed(0)} MB (both after a full GC)`,
    },
  ]);
} finally {
  await Promise.all(clients.map((c) => c.dispose()));
  await gateway.close();
  await crm.close();
  rmSync(dir, { recursive: true, force: true });
}
