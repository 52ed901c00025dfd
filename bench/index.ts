/**
 * `npm run bench [-- name…]`: runs every scenario below in its own process (so one's heap, JIT and
 * PGlite do not colour the next), collects the rows each reports (bench/table.ts), and prints one
 * table, also written to bench/results/latest.md for docs/performance.md and docs/reliability.md.
 * Naming scenarios runs only those, e.g. `npm run bench -- api list-cache`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownTable, ROWS_MARKER, type BenchRow } from './table';

/** Scenario name → file under bench/. A new scenario adds one line. */
const SCENARIOS: Record<string, string> = {
  api: 'api.ts',
  'graphql-orders': 'graphql-orders.ts',
  'graphql-cost': 'graphql-cost.ts',
  'list-cache': 'list-cache.ts',
  'session-check': 'session-check.ts',
  web: 'web.ts',
  'cold-start': 'cold-start.ts',
  'orders-by-date': 'orders-by-date.ts',
  'scale-out': 'scale-out.ts',
  durability: 'durability.ts',
  soak: 'soak.ts',
  'upstream-faults': 'upstream-faults.ts',
  volume: 'volume.ts',
  'volume-screens': 'volume-screens.ts',
  backup: 'backup.ts',
  export: 'export.ts',
  'idle-sockets': 'idle-sockets.ts',
  events: 'events.ts',
  webhooks: 'webhooks.ts',
  'pos-counter': 'pos-counter.ts',
  'pos-offline': 'pos-offline.ts',
};

const root = join(import.meta.dirname, '..');

function runScenario(name: string, file: string): Promise<BenchRow[]> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', file)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let rows: BenchRow[] = [];
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        if (line.startsWith(ROWS_MARKER)) rows = rows.concat(JSON.parse(line.slice(ROWS_MARKER.length)));
        else process.stderr.write(`[${name}] ${line}\n`);
      }
    });
    child.on('close', (code) => {
      if (code !== 0)
        rows.push({
          id: '!',
          name: `${name} scenario`,
          baseline: '—',
          value: `exit code ${code}`,
          ratio: null,
          target: 'runs',
          met: false,
          note: 'see its output above',
        });
      resolve(rows);
    });
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !SCENARIOS[w]);
if (unknown.length) {
  console.error(`unknown scenario(s): ${unknown.join(', ')}; known: ${Object.keys(SCENARIOS).join(', ')}`);
  process.exit(2);
}
const chosen = Object.entries(SCENARIOS).filter(([name]) => !wanted.length || wanted.includes(name));
const rows: BenchRow[] = [];
const started = Date.now();
for (const [name, file] of chosen) {
  console.error(`\n== ${name} (${file})`);
  rows.push(...(await runScenario(name, file)));
}
const table = markdownTable(rows);
const header = `Node ${process.version}, ${new Date().toISOString()}, ${Math.round((Date.now() - started) / 1000)} s`;
console.log(`\n${header}\n\n${table}`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.md'), `${header}\n\n${table}\n`);
if (rows.some((r) => r.met === false)) process.exitCode = 1;
