/**
 * One row of the `npm run bench` table. Every scenario (a bench/*.ts file listed in bench/index.ts)
 * runs in its own process, measures a case and its baseline in the same run, and hands its rows to
 * `report`; the runner prints them together. A ratio, never an absolute time, is what a target
 * judges: absolute times on shared machines are noise.
 */
export interface BenchRow {
  /** The issue's row number and case, e.g. "1a". */
  id: string;
  /** What was measured, e.g. "/api/order/all via gateway, 50 conns". */
  name: string;
  /** What it is compared with, measured in the same run, e.g. "CRM order/getOrder direct". */
  baseline: string;
  /** The measured figure with its unit, e.g. "4,210 req/s" or "1.3 ms added p50". */
  value: string;
  /** measured ÷ baseline (or the figure the target judges); null when the row has no ratio. */
  ratio: number | null;
  /** The target in words, e.g. "≥ 0.8×" or "≤ 2 ms". */
  target: string;
  /** Whether the target is met; null when the row reports without a target. */
  met: boolean | null;
  /** What limits it or what else the reader should know. */
  note?: string;
}

/** Marks the one stdout line the runner reads; everything else a scenario prints is progress. */
export const ROWS_MARKER = 'BENCH_ROWS ';

export function report(rows: BenchRow[]): void {
  process.stdout.write(`${ROWS_MARKER}${JSON.stringify(rows)}\n`);
}

const fmt = (n: number) =>
  n >= 100 ? Math.round(n).toLocaleString('en-US') : n >= 10 ? n.toFixed(1) : n.toFixed(2);

/** A Markdown table (readable in a terminal too); docs/performance.md keeps the latest one. */
export function markdownTable(rows: BenchRow[]): string {
  const head = ['row', 'case', 'baseline', 'measured', 'ratio', 'target', 'met', 'note'];
  const cells = rows.map((r) => [
    r.id,
    r.name,
    r.baseline,
    r.value,
    r.ratio === null ? '—' : `${fmt(r.ratio)}×`,
    r.target,
    r.met === null ? '—' : r.met ? 'yes' : 'NO',
    r.note ?? '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
