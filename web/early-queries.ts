/**
 * `virtual:early-queries`: the text of the few operations a cold page sends before the data layer
 * (Apollo, graphql-js and every generated document: some 300 KB of code) has loaded
 * (web/src/app/early.ts, docs/performance.md V2). The text is what Apollo itself would send:
 * the operation, the fragments it spreads, and `__typename` in every selection set
 * (Apollo's own addTypenameToDocument), so a reply written into Apollo's cache normalises exactly
 * like one Apollo fetched.
 */
import { readFileSync } from 'node:fs';
import { addTypenameToDocument } from '@apollo/client/utilities/index.js';
import { Kind, parse, print, visit, type DefinitionNode, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

const ID = 'virtual:early-queries';
const RESOLVED = `\0${ID}`;

/** The operations, by name, and the .graphql files (under web/src) that hold them. */
const SOURCES = { Me: 'auth/auth.graphql', OrdersPage: 'orders/orders.graphql' } as const;

/** The operation `name` of `doc` with every fragment it needs, printed as Apollo sends it. */
export function operationText(doc: DocumentNode, name: string): string {
  const fragments = new Map<string, DefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const operation = doc.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name,
  );
  if (!operation) throw new Error(`early-queries: no operation ${name}`);
  const needed: DefinitionNode[] = [operation];
  const seen = new Set<string>();
  for (let i = 0; i < needed.length; i++)
    visit(needed[i], {
      FragmentSpread(node) {
        const fragment = fragments.get(node.name.value);
        if (!fragment) throw new Error(`early-queries: ${name} spreads unknown ${node.name.value}`);
        if (!seen.has(node.name.value)) needed.push(fragment);
        seen.add(node.name.value);
      },
    });
  return print(addTypenameToDocument({ kind: Kind.DOCUMENT, definitions: needed }));
}

export function earlyQueries(srcDir: string): Plugin {
  return {
    name: 'early-queries',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const texts = Object.entries(SOURCES).map(([name, file]) => {
        const path = `${srcDir}/${file}`;
        this.addWatchFile(path);
        return [name, operationText(parse(readFileSync(path, 'utf8')), name)];
      });
      return `export const EARLY_QUERIES = ${JSON.stringify(Object.fromEntries(texts))};`;
    },
  };
}
