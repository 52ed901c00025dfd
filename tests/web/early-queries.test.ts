/**
 * The operations a cold page sends before Apollo has loaded (web/early-queries.ts, app/early.ts)
 * must be the very text Apollo sends for the same document: their replies are written into
 * Apollo's cache, and a reply missing `__typename` or a fragment's field would not normalise
 * (the order list would then ask again, or show rows without their references).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { parse, print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationText } from '../../web/early-queries';
import { MeDocument, OrdersPageDocument } from '../../web/src/graphql';

/** Each definition printed on its own, sorted: the order of fragments does not matter. */
const definitions = (doc: DocumentNode) => doc.definitions.map((d) => print(d)).sort();

const source = (file: string) =>
  parse(readFileSync(join(import.meta.dirname, '../../web/src', file), 'utf8'));

describe('the early operations', () => {
  it.each([
    ['Me', 'auth/auth.graphql', MeDocument],
    ['OrdersPage', 'orders/orders.graphql', OrdersPageDocument],
  ] as const)('%s is sent as Apollo sends it, __typename and fragments included', (name, file, document) => {
    const early = parse(operationText(source(file), name));
    expect(definitions(early)).toEqual(definitions(addTypenameToDocument(document)));
    expect(operationText(source(file), name)).toContain('__typename');
  });
});
