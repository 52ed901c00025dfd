/**
 * Two processes on one PGlite data directory corrupt it, so the first one takes an exclusive
 * lock file holding its pid; a lock left by a process that has died is taken over.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'crm.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Data directory ${dataDir} is in use by another process (pid ${pid}). ` +
        'Stop it or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export interface DirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DirLock {
  const file = join(dataDir, LOCK_FILE);
  const pid = String(process.pid);
  // Two rounds: the second follows the removal of a stale lock; losing that race to another
  // process then reports the winner rather than looping.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, pid, { flag: 'wx', mode: 0o644 });
      return {
        release() {
          // Only remove the file if it is still ours (a takeover may have replaced it).
          if (readPid(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readPid(file);
    if (holder !== null && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    try {
      unlinkSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  throw new DataDirLockedError(dataDir, readPid(file) ?? 0);
}
