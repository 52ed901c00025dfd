// Runs npm scripts side by side and fails if any fails: `npm test`'s static checks (lint, type
// check, codegen drift) are independent, each mostly on one core, and waiting for them one after
// another left the second core of a 2-core CI machine idle for about a minute. The two test
// suites run side by side the same way: the browser suite waits on Chromium, timers and the
// network most of the time (about 30 % of two cores), so the unit suite fills its idle time,
// niced (`test:unit:nice`) so a browser step never waits behind it; the unit tests assert no
// timings. Each script's output is held and printed whole when it ends, so the logs do not
// interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>…');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();

const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const t0 = Date.now();
      const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const out = [];
      child.stdout.on('data', (b) => out.push(b));
      child.stderr.on('data', (b) => out.push(b));
      child.on('close', (code, signal) => {
        const ok = code === 0;
        const secs = ((Date.now() - t0) / 1000).toFixed(1);
        process.stdout.write(
          `\n── ${name}: ${ok ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`} in ${secs} s\n`,
        );
        process.stdout.write(Buffer.concat(out));
        resolve(ok);
      });
    }),
);

const results = await Promise.all(runs);
const failed = names.filter((_, i) => !results[i]);
console.log(
  `\n── ${names.length} checks in ${((Date.now() - started) / 1000).toFixed(1)} s; failed: ${failed.join(', ') || 'none'}`,
);
process.exit(failed.length ? 1 : 0);
