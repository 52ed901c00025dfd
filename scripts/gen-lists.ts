/**
 * Writes (or, with --check, verifies) the files generated from schema/lists.ts: every module in
 * scripts/lists/ exports `generate(): GeneratedFile[]` (the GraphQL SDL, the web operations, the
 * docs table). `npm run codegen` runs this before graphql-codegen; `npm test` runs it with --check.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export interface GeneratedFile {
  /** Path relative to the repository root. */
  path: string;
  content: string;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'scripts/lists');
const check = process.argv.includes('--check');

const files: GeneratedFile[] = [];
for (const name of readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  const mod = (await import(join(dir, name))) as { generate?: () => GeneratedFile[] };
  if (typeof mod.generate === 'function') files.push(...mod.generate());
}
// The SDL as prettier writes it (the lint checks every .graphql file): the generator need not
// know where prettier breaks a field's described arguments and where it keeps them on one line.
for (const f of files.filter((g) => g.path.endsWith('.graphql'))) {
  const options = await prettier.resolveConfig(join(root, f.path));
  f.content = await prettier.format(f.content, { ...options, filepath: join(root, f.path) });
}

const stale = files.filter((f) => {
  const path = join(root, f.path);
  return !existsSync(path) || readFileSync(path, 'utf8') !== f.content;
});
if (check) {
  if (stale.length) {
    console.error('Files generated from schema/lists.ts are stale; run `npm run codegen` and commit:');
    for (const f of stale) console.error(`  ${f.path}`);
    process.exit(1);
  }
  console.log(`lists: ${files.length} generated file(s) up to date`);
} else {
  for (const f of stale) {
    mkdirSync(dirname(join(root, f.path)), { recursive: true });
    writeFileSync(join(root, f.path), f.content);
  }
  console.log(`lists: ${files.length} generated file(s), ${stale.length} rewritten`);
}
