/**
 * Reading Relay connections in gateway tests (issue 17): one page, and a walk over every page
 * forward, each answered without errors.
 */
import { expect } from 'vitest';
import { gql, type TestGateway } from './helper';

export type App = TestGateway['app'];

export interface Conn {
  // Scalars as strings (ids): what the tests compare.
  edges: { cursor: string; node: Record<string, string> }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
  totalCount: number;
  totalSum?: number;
  doNotDisturbCount?: number;
}

/** The first root field of the answer, as a connection. */
export async function conn(
  app: App,
  token: string,
  query: string,
  vars: Record<string, unknown>,
): Promise<Conn> {
  const res = await gql(app, query, vars, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return Object.values(res.data!)[0] as Conn;
}

/** A node's id: `id`, or `clientId` for an audience member. */
const idOf = (n: Record<string, string>) => String(n.id ?? n.clientId);

/** Every page forward, `first` at a time, with `between` after the first page. */
export async function walk(
  app: App,
  token: string,
  query: string,
  vars: Record<string, unknown>,
  between?: () => Promise<void>,
) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let n = 0; n < 2000; n++) {
    const p: Conn = await conn(app, token, query, { ...vars, after });
    ids.push(...p.edges.map((e) => idOf(e.node)));
    if (n === 0) await between?.();
    if (!p.pageInfo.hasNextPage) return ids;
    after = p.pageInfo.endCursor;
  }
  throw new Error('the walk did not end');
}
