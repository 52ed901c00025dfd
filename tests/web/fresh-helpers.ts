/**
 * The first setup file of the web project: the test helpers of tests/web start each test file
 * as freshly loaded as they did when every file had a worker of its own.
 *
 * The web files share their worker (isolate: false): the app's code, Blueprint, Apollo and jsdom
 * load once per worker, not once per file. The helpers next to the tests keep a file's state at
 * module level (the msw "databases" of *-handlers.ts seeded at import, their call logs, held
 * replies, the sockets of live-handlers.ts): a file that did not reset one found what the file
 * before it left (board-live.test.tsx saw another file's order statuses and missed its column).
 * Marking these modules stale makes the next import evaluate them again, as isolation did; the
 * app's modules stay loaded, so their module state is shared as in a browser tab, where two
 * sign-ins in a row meet it too (and tests/web/setup.ts resets what a tab would keep).
 *
 * Vitest re-evaluates setup files itself; the helpers imported by them and by the test file it
 * does not. Its module graph is internal (the worker state on globalThis, vite's
 * EvaluatedModules): if that ever changes shape, this fails loudly rather than let state leak.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ModuleGraph {
  fileToModulesMap: Map<string, Set<object>>;
  invalidateModule(node: object): void;
}

const HERE = dirname(fileURLToPath(import.meta.url));
const worker = (globalThis as { __vitest_worker__?: { evaluatedModules?: ModuleGraph } }).__vitest_worker__;
const graph = worker?.evaluatedModules;
if (!graph?.fileToModulesMap || typeof graph.invalidateModule !== 'function') {
  throw new Error(
    'tests/web/fresh-helpers.ts: vitest module graph not found; the web helpers would leak state between files',
  );
}
for (const [file, nodes] of graph.fileToModulesMap) {
  if (!file.startsWith(`${HERE}/`)) continue;
  for (const node of nodes) graph.invalidateModule(node);
}
