/**
 * One temporary directory per test run, and no process outliving it.
 *
 * A run's globalSetup calls `useRunDir`: the directory becomes TMPDIR for the run's workers and
 * whatever they start (Playwright's artifacts and Chromium profiles, servers, CRM children,
 * bundles, the tests' own mkdtemp), and goes with the run. Hooks inside a worker do not cover
 * that: a worker that is stopped (vitest ends its pool with a signal) never runs its `exit`
 * handlers, and a file that failed half way never reaches its clean-up. Before this, a failed
 * `npm test`, one browser-suite run and a few single files left 85 directories (71 MB) in /tmp:
 * Chromium profiles, Playwright artifacts, bundles.
 *
 * Processes a test spawns are recorded with `killWithRun`; the run's end kills those still alive.
 * A browser story whose Chromium failed to launch while its own gateway was starting left that
 * gateway running for good (orphaned, port and data dir held) until this.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';

/** The run's directory, for the workers: set by useRunDir, inherited by every process of the run. */
const RUN_DIR = 'TEST_RUN_DIR';
const PIDS = 'pids';

/**
 * Makes the run's directory and points TMPDIR (and so `os.tmpdir()`) of the workers to come at it
 * (`env`: process.env; a test passes its own). Returns the run's end: it kills what `killWithRun`
 * recorded and is still alive, removes the directory, gives TMPDIR back its value from before,
 * and then fails, naming those it had to kill
 * (a test that should have stopped them did not). A second call on the same env (two projects'
 * setups in one process) leaves the first one's directory in place, and its end does nothing.
 */
export function useRunDir(prefix: string, env: NodeJS.ProcessEnv = process.env): () => void {
  if (env[RUN_DIR]) return () => {};
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const before = env.TMPDIR;
  env[RUN_DIR] = dir;
  env.TMPDIR = dir;
  return () => {
    const stragglers = recorded(dir).flatMap((pid) => {
      const command = ofRun(pid, dir);
      return command !== null && kill(pid) ? [`${pid} ${command}`] : [];
    });
    rmSync(dir, { recursive: true, force: true });
    delete env[RUN_DIR];
    // The process goes on (vitest's watch mode): its own temporary files go where they went before.
    if (before === undefined) delete env.TMPDIR;
    else env.TMPDIR = before;
    if (stragglers.length)
      throw new Error(
        `processes outlived the tests that started them (killed now):\n${stragglers.join('\n')}`,
      );
  };
}

/** Records `child` for the run's end to kill if it is still alive then (outside a test run: nothing). */
export function killWithRun(child: ChildProcess, env: NodeJS.ProcessEnv = process.env): void {
  const dir = env[RUN_DIR];
  if (dir && child.pid) appendFileSync(join(dir, PIDS), `${child.pid}\n`);
}

function recorded(dir: string): number[] {
  try {
    return readFileSync(join(dir, PIDS), 'utf8').split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The command line of `pid` if it is a process of this run (its environment names the run's
 * directory), else null: a recorded process that ended long ago may have passed its number on
 * to someone else's, which must not be killed.
 */
function ofRun(pid: number, dir: string): string | null {
  try {
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    if (!environ.includes(`${RUN_DIR}=${dir}`)) return null;
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return null;
  }
}

function kill(pid: number): boolean {
  try {
    process.kill(pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}
