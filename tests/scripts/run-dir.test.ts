/**
 * A test run's temporary directory and its end (scripts/run-dir.ts): what the run's processes
 * leave in tmpdir() goes with it, and a process a test started and never stopped is killed at the
 * end and named, failing the run, instead of running on for good.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { killWithRun, useRunDir } from '../../scripts/run-dir';

/** A Node process that runs until killed, started with `env` as a test's server would be. */
function idler(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000); console.log("up")'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve) => child.stdout!.once('data', () => resolve(child)));
}

const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode);
    else child.once('exit', (_code, signal) => resolve(signal));
  });

describe('the run directory', () => {
  it('is the run processes’ TMPDIR and is removed at the end, with what was left in it', () => {
    const env: NodeJS.ProcessEnv = { TMPDIR: tmpdir() };
    const end = useRunDir('run-dir-test-', env);
    const dir = env.TEST_RUN_DIR!;
    expect(env.TMPDIR).toBe(dir);
    writeFileSync(join(dir, 'left-behind'), 'x');
    // A second setup in the same process (another project) shares it and ends nothing.
    useRunDir('run-dir-test-', env)();
    expect(existsSync(dir)).toBe(true);
    end();
    expect(existsSync(dir)).toBe(false);
    expect(env.TEST_RUN_DIR).toBeUndefined();
    // What comes after the run (vitest's watch mode) makes its files where it did before.
    expect(env.TMPDIR).toBe(tmpdir());
  });

  it('kills a process a test left running and fails the run naming it; a stopped one is not named', async () => {
    const env: NodeJS.ProcessEnv = {};
    const end = useRunDir('run-dir-test-', env);
    const [left, stopped] = await Promise.all([idler(env), idler(env)]);
    killWithRun(left, env);
    killWithRun(stopped, env);
    stopped.kill('SIGTERM');
    await exited(stopped);
    expect(end).toThrow(new RegExp(`outlived the tests that started them[^]*\\n${left.pid} `));
    expect(await exited(left)).toBe('SIGKILL');
  });

  it('never kills a process outside the run, even under a recorded number', async () => {
    const env: NodeJS.ProcessEnv = {};
    const end = useRunDir('run-dir-test-', env);
    // Started without the run's environment, as a process that took a reused pid would be.
    const outsider = await idler({});
    killWithRun(outsider, env);
    try {
      expect(end).not.toThrow();
      expect(outsider.exitCode).toBeNull();
      expect(outsider.signalCode).toBeNull();
    } finally {
      outsider.kill('SIGKILL');
    }
  });
});
