/**
 * Preloaded into the gateway process by bench/idle-sockets.ts (BENCH_GATEWAY_ARGS): the bench
 * opens 500 sockets as a few seeded accounts, past the per-user limit a shop needs (10), so the
 * limit is raised in this process only; and on SIGUSR2 the process writes its memory (after a
 * full GC) to BENCH_MEMORY_FILE, which a /proc read cannot give (the V8 heap).
 */
import { writeFileSync } from 'node:fs';
import { SOCKET_LIMITS } from '../gateway/graphql/subscriptions';

SOCKET_LIMITS.socketsPerUser = 10_000;
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  writeFileSync(process.env.BENCH_MEMORY_FILE!, JSON.stringify(process.memoryUsage()));
});
