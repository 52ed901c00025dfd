/**
 * What the connection suites share (issue 17): one page of a Relay connection that must succeed,
 * and a walk of every page forward, for the lists and the stock connections alike.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { gql } from './helper';

export interface Conn {
  edges: { cursor: string; node: Record<string, string> }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
  totalCount: number;
  totalSum?: number;
}

/** The one connection a query answers. */
export async function conn(
  app: FastifyInstance,
  token: string,
  query: string,
  vars: Record<string, unknown>,
): Promise<Conn> {
  const res = await gql(app, query, vars, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return Object.values(res.data!)[0] as Conn;
}

/** Every page forward, `first` at a time, with `between` after the first page: the ids seen. */
export async function walk(
  app: FastifyInstance,
  token: string,
  query: string,
  vars: Record<string, unknown>,
  between?: () => Promise<void>,
) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let n = 0; n < 2000; n++) {
    const p: Conn = await conn(app, token, query, { ...vars, after });
    ids.push(...p.edges.map((e) => e.node.id));
    if (n === 0) await between?.();
    if (!p.pageInfo.hasNextPage) return ids;
    after = p.pageInfo.endCursor;
  }
  throw new Error('the walk did not end');
}
