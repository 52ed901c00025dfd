/**
 * The build's split of the generated documents (web/split-documents.ts): each generated value in
 * a module of its own, importing exactly what it refers to, and the same value as the source's.
 * That a screen's scripts then hold only its documents is checked on the served build
 * (tests/e2e/first-row.test.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitGenerated } from '../../web/split-documents';
import * as generated from '../../web/src/graphql/__generated__/hooks';

const GENERATED = join(import.meta.dirname, '../../web/src/graphql/__generated__/hooks.ts');

/** A module's imports: what it names from where. */
const importsOf = (code: string) => [...code.matchAll(/^import .*$/gm)].map(([line]) => line);

describe('the generated documents, one module each', () => {
  it('gives every generated value a module, and a hook imports its document, the options and Apollo', async () => {
    const modules = await splitGenerated(GENERATED);
    const values = Object.keys(generated).sort();
    // Every export of the source (types have none at run time), plus its private `defaultOptions`.
    expect([...modules.keys()].filter((name) => name !== 'defaultOptions').sort()).toEqual(values);
    expect(importsOf(modules.get('useOrdersPageQuery')!).sort()).toEqual([
      'import * as Apollo from "@apollo/client";',
      "import { OrdersPageDocument } from 'virtual:gql/OrdersPageDocument';",
      "import { defaultOptions } from 'virtual:gql/defaultOptions';",
    ]);
    // A document's tree carries its fragments in itself: it imports nothing.
    expect(importsOf(modules.get('OrdersPageDocument')!)).toEqual([]);
  });

  it('a module evaluates to the very value the source exports', async () => {
    const modules = await splitGenerated(GENERATED);
    // It imports nothing (above): its body alone, run, gives the value.
    const body = modules.get('OrdersPageDocument')!.replace(/^export /, '');
    const value: unknown = new Function(`${body}\nreturn OrdersPageDocument;`)();
    expect(value).toEqual(generated.OrdersPageDocument);
  });

  it('refuses a declaration of several names, which one module per name could not hold', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'split-'));
    const file = join(dir, 'two.ts');
    writeFileSync(file, 'export const a = 1, b = 2;\n');
    await expect(splitGenerated(file)).rejects.toThrow(/one name per declaration/);
  });
});
