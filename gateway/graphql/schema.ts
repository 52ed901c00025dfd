/**
 * The executable schema's parts: SDL read from schema/**\/*.graphql at start (base.graphql first,
 * since the others `extend` its root types) and the resolver maps of every domain, merged.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GraphQLScalarType } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers';
import { DateScalar, DateTimeScalar } from './scalars';

export const SCHEMA_DIR = fileURLToPath(new URL('../../schema', import.meta.url));

export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => relative(dir, join(dir, f)).split('\\').join('/'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  if (!files.includes('base.graphql')) throw new Error(`schema: ${dir}/base.graphql is missing`);
  return files.map((f) => readFileSync(join(dir, f), 'utf8'));
}

/**
 * The scalars of base.graphql beyond GraphQL's own (gateway/graphql/scalars.ts); the GraphQL
 * plugin serves them beside the domains' resolvers.
 */
export const scalarResolvers = { Date: DateScalar, DateTime: DateTimeScalar } satisfies Resolvers;

/** Merges per-type field maps; two domains resolving the same field is a bug, caught at start. */
export function mergeResolvers(parts: readonly Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part as Record<string, Record<string, unknown>>)) {
      if (fields instanceof GraphQLScalarType) {
        if (type in merged) throw new Error(`resolvers: scalar ${type} is defined twice`);
        merged[type] = fields;
        continue;
      }
      const target = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`resolvers: ${type}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}
