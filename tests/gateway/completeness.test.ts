/**
 * Resolver completeness (issue 18 item 5, gateway/graphql/completeness.ts): a schema field with
 * neither a resolver nor a property of its mapper type (codegen.yml `mappers`; without one the
 * parent is the generated type) fails here, so a new non-null field cannot ship unresolved.
 * Proved on a fixture schema with a deliberately unresolved non-null field, then run on ours.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildASTSchema, concatAST, parse } from 'graphql';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../gateway/domains';
import { unresolvedFields } from '../../gateway/graphql/completeness';
import { loadTypeDefs, mergeResolvers } from '../../gateway/graphql/schema';
import { subscriptionResolvers } from '../../gateway/graphql/subscriptions-resolvers';
import type { Resolvers } from '../../gateway/__generated__/resolvers';

const root = join(import.meta.dirname, '../..');

/** Property names of the exported type `name` of `file`, through the TypeScript checker. */
function propertiesOf(file: string, name: string): Set<string> {
  const program = ts.createProgram([file], { strict: true, skipLibCheck: true, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`mapper file ${file} not found`);
  const symbol = checker
    .getExportsOfModule(checker.getSymbolAtLocation(source)!)
    .find((s) => s.name === name);
  if (!symbol) throw new Error(`mapper ${name} is not exported by ${file}`);
  return new Set(checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((p) => p.name));
}

/**
 * codegen.yml's `mappers` of the resolvers output (`Type: ./path#Name`, paths relative to the
 * generated file), read as codegen reads them.
 */
function codegenMappers(): Map<string, { file: string; name: string }> {
  const yml = readFileSync(join(root, 'codegen.yml'), 'utf8');
  const generated = join(root, 'gateway/__generated__/resolvers.ts');
  const mappers = new Map<string, { file: string; name: string }>();
  const block = /^\s+mappers:\s*\n((?:\s{8,}\w+:.*\n)+)/m.exec(yml);
  for (const line of block?.[1].split('\n') ?? []) {
    const m = /^\s*(\w+):\s*['"]?([^#'"]+)#(\w+)/.exec(line);
    if (m) mappers.set(m[1], { file: resolve(dirname(generated), `${m[2]}.ts`), name: m[3] });
  }
  return mappers;
}

describe('resolver completeness', () => {
  it('fails on a fixture with a non-null field neither resolved nor in its mapper type', () => {
    const schema = buildASTSchema(
      parse(`
        type Query { parcel(id: ID!): Parcel, parcels: [Parcel!]! }
        type Parcel { id: ID!, label: String, weight: Int!, route: [String!]! }
      `),
    );
    const resolvers = { Query: { parcel: () => null }, Parcel: { route: () => [] } };
    const mapper = propertiesOf(
      join(import.meta.dirname, 'fixtures/completeness-mappers.ts'),
      'ParcelRecord',
    );
    const unresolved = unresolvedFields(schema, resolvers, (type) => (type === 'Parcel' ? mapper : null));
    expect(unresolved).toEqual([
      { field: 'Query.parcels', nonNull: true },
      { field: 'Parcel.weight', nonNull: true },
    ]);
    // The mapper gets the field, or a resolver answers it: complete.
    const fixed = unresolvedFields(
      schema,
      {
        ...resolvers,
        Query: { ...resolvers.Query, parcels: () => [] },
        Parcel: { ...resolvers.Parcel, weight: () => 0 },
      },
      (type) => (type === 'Parcel' ? mapper : null),
    );
    expect(fixed).toEqual([]);
  });

  it('every field of our schema has a resolver or a property of its mapper type', () => {
    const schema = buildASTSchema(concatAST(loadTypeDefs().map((sdl) => parse(sdl))));
    // The same set gateway/plugins/graphql.ts serves: every domain's, and the subscriptions'.
    const resolvers = mergeResolvers([
      ...DOMAINS.map((d) => d.resolvers).filter((r): r is Resolvers => !!r),
      subscriptionResolvers,
    ]);
    const mappers = codegenMappers();
    const provided = new Map<string, Set<string>>();
    const provides = (type: string) => {
      const mapper = mappers.get(type);
      if (!mapper) return null;
      if (!provided.has(type)) provided.set(type, propertiesOf(mapper.file, mapper.name));
      return provided.get(type)!;
    };
    expect(unresolvedFields(schema, resolvers as Record<string, unknown>, provides)).toEqual([]);
  });
});
