// Fails when committed generated code differs from what codegen would write now
// (the schema or an operation changed without `npm run codegen`).
import { createContext, generate } from '@graphql-codegen/cli';
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const context = await createContext({ config: 'codegen.yml', silent: true });
const outputs = await generate(context, false);
const stale = outputs.filter(
  (o) => !existsSync(o.filename) || readFileSync(o.filename, 'utf8') !== o.content,
);
if (stale.length) {
  console.error('Generated code is stale; run `npm run codegen` and commit:');
  for (const o of stale) console.error(`  ${relative(process.cwd(), o.filename)}`);
  process.exit(1);
}
console.log(`codegen: ${outputs.length} generated file(s) up to date`);
