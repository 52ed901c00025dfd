/**
 * The CSV export as one zip (issue 19 item 4), made as it is sent: each file's rows are read in
 * keyset batches and deflated into the archive while the reader takes them, so a shop of 200,000
 * orders costs the memory of one batch, never of a table. yazl pulls a file only when the one
 * before it is written, and the response's backpressure reaches back to the next query.
 *
 * Not one snapshot: every batch is its own short read (on PGlite, one turn of the shared queue), so
 * sales go on during a long export; an order written meanwhile may appear without its lines or the
 * reverse. A consistent copy of everything is what the backups are for.
 */
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../db/connect';
import { CSV_BOM, csvLine } from '../../schema/csv';
import { batchSql, EXPORT_TABLES, type ExportTable } from './tables';

/** Rows per query: about 200 KB of CSV, a few milliseconds of the shared connection. */
export const EXPORT_BATCH = 1000;

export interface ExportResult {
  /** Rows written per file (header not counted). */
  rows: Record<string, number>;
  /** The reader went away before the end: the export stopped there. */
  aborted: boolean;
  error: string | null;
}

export interface ExportOptions {
  /** The shop's zone: every time in the files is its wall clock. */
  timeZone: string;
  batchSize?: number;
  /** The files' time in the archive. */
  now?: Date;
}

let running = 0;
/** Exports under way in this process (tests check that a dropped download stops its own). */
export const exportsRunning = (): number => running;

async function* csvChunks(
  db: Db,
  table: ExportTable,
  opts: Required<Pick<ExportOptions, 'timeZone' | 'batchSize'>>,
  signal: AbortSignal,
  rows: Record<string, number>,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(table.columns.map(([header]) => header));
  let after: unknown[] | null = null;
  while (!signal.aborted) {
    const batch: Record<string, string>[] = await db.query<Record<string, string>>(batchSql(table, after), [
      opts.timeZone,
      opts.batchSize,
      ...(after ?? []),
    ]);
    if (batch.length === 0) return;
    rows[table.file] += batch.length;
    yield batch.map((r) => csvLine(table.columns.map((_, i) => r[`c${i}`]))).join('');
    if (batch.length < opts.batchSize) return;
    const last = batch[batch.length - 1];
    after = table.key.map((_, i) => last[`k${i}`]);
  }
}

/** The archive as a stream, and how it ended (finished, dropped by the reader, or failed). */
export function exportArchive(
  db: Db,
  opts: ExportOptions,
): { stream: Readable; done: Promise<ExportResult> } {
  const settings = { timeZone: opts.timeZone, batchSize: opts.batchSize ?? EXPORT_BATCH };
  const mtime = opts.now ?? new Date();
  const zip = new ZipFile();
  const stop = new AbortController();
  const rows = Object.fromEntries(EXPORT_TABLES.map((t) => [t.file, 0]));
  let current: Readable | null = null;
  const out = zip.outputStream as Readable;

  for (const table of EXPORT_TABLES) {
    zip.addReadStreamLazy(table.file, { mtime }, (cb) => {
      current = Readable.from(csvChunks(db, table, settings, stop.signal, rows), { objectMode: false });
      // yazl pipes the file but does not listen for its errors: a failed query ends the archive.
      current.on('error', (err) => out.destroy(err));
      cb(null, current);
    });
  }
  zip.end();
  running += 1;

  const done = new Promise<ExportResult>((resolve) => {
    let ended = false;
    out.on('end', () => (ended = true));
    // 'close' comes after 'end' on a finished archive, alone when the reader dropped it.
    out.on('close', () => {
      running -= 1;
      if (!ended) {
        stop.abort();
        (current as Readable | null)?.destroy();
      }
      resolve({ rows, aborted: !ended, error: failure });
    });
    let failure: string | null = null;
    out.on('error', (err) => (failure = err.message));
    zip.on('error', (err: Error) => out.destroy(err));
  });
  return { stream: out, done };
}
