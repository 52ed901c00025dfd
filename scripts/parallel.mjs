// Runs npm scripts side by side and fails if any fails: `npm test`'s static checks (lint, type
// check, codegen drift) are independent, each mostly on one core, and waiting for them one after
// another left the second core of a 2-core CI machine idle for about a minute. The two test
// suites run side by side the same way: the browser suite waits on Chromium, timers and the
// network most of the time (about 30 % of two cores), so the unit suite fills its idle time,
// niced (`test:unit:nice`) so a browser step never waits behind it; the unit tests assert no
// timings. Each script's output is held and printed whole when it ends, so the logs do not
// interleave; a failed script's output is held until all have ended and printed last, so the
// failure is at the end of the log, where a CI page that shows only its tail still shows it.
//
// `--one-by-one` runs the scripts one after another instead (all of them, even after one failed,
// so every failure is reported): `npm test` runs the static checks that way, at the lowest
// priority, beside the two suites (`check:idle`), where they take only the time the suites
// leave idle and hold one checker's memory at a time, not four.
import { spawn } from 'node:child_process';

const oneByOne = process.argv[2] === '--one-by-one';
const names = process.argv.slice(oneByOne ? 3 : 2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs [--one-by-one] <npm script>…');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const failedLogs = [];

const run = (name) =>
  new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => out.push(b));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      const log = Buffer.concat([
        Buffer.from(`\n── ${name}: ${ok ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`} in ${secs} s\n`),
        ...out,
      ]);
      if (ok) process.stdout.write(log);
      else failedLogs.push(log);
      resolve(ok);
    });
  });

const results = [];
if (oneByOne) for (const name of names) results.push(await run(name));
else results.push(...(await Promise.all(names.map(run))));
const failed = names.filter((_, i) => !results[i]);
for (const log of failedLogs) process.stdout.write(log);
console.log(
  `\n── ${names.length} checks in ${((Date.now() - started) / 1000).toFixed(1)} s; failed: ${failed.join(', ') || 'none'}`,
);
process.exit(failed.length ? 1 : 0);
