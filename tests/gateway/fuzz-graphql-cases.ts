/**
 * GraphQL fuzz cases made by walking the schema (the same SDL the gateway loads), so every query
 * with arguments and every mutation is fuzzed, and a new one as soon as it is in the SDL.
 *
 * Kinds of case, each invalid by construction (fuzz-graphql.test.ts says what each must answer):
 * - `types`: variables with one value of the wrong type somewhere in the argument tree (a wrong
 *   scalar, null in a non-null, a required field or argument left out, an unknown field in an
 *   input object, an enum value that is not one, an Int past 32 bits, nested junk). GraphQL's own
 *   coercion refuses these, so the resolvers are never reached; that is the first line of defence.
 * - `literal`: the same, or an unknown argument, written inline in the document.
 * - `unknownId`: well-typed arguments full of junk (long and odd text, negative and huge numbers,
 *   unknown enum-free values) with every ID one that names no record (fuzz-arbitraries.ts). These
 *   reach the resolvers, the services and the CRM, which must refuse or find nothing.
 * - `semantic` (fuzz-graphql-semantic.ts): real records with one well-typed value a rule refuses.
 * Selections are `__typename` only: the argument handling is under test, not the output.
 */
import fc from 'fast-check';
import {
  buildASTSchema,
  concatAST,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  parse,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { loadTypeDefs } from '../../gateway/graphql/schema';
import { junkJson, junkText, unknownId, type FuzzContext } from './fuzz-arbitraries';

export type Kind = 'types' | 'literal' | 'unknownId' | 'semantic';

export interface GqlCase {
  kind: Kind;
  query: string;
  variables: Record<string, unknown>;
}

export interface RootField {
  op: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

export function loadSchema(): GraphQLSchema {
  return buildASTSchema(concatAST(loadTypeDefs().map((sdl) => parse(sdl))));
}

/** Every mutation and every query that takes arguments. */
export function fuzzedFields(schema: GraphQLSchema): RootField[] {
  const queries = Object.values(schema.getQueryType()!.getFields()).filter((f) => f.args.length > 0);
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
  return [
    ...queries.map((field) => ({ op: 'query' as const, field })),
    ...mutations.map((field) => ({ op: 'mutation' as const, field })),
  ];
}

const required = (t: GraphQLInputType, hasDefault: boolean) => isNonNullType(t) && !hasDefault;
const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

/** Does an ID appear anywhere in values of this type? */
export function holdsId(t: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(t) as GraphQLNamedType;
  if (named.name === 'ID') return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((f) => holdsId(f.type, seen));
}

/**
 * A well-typed value full of junk. With `ids`, every position that can hold an ID holds one (and
 * lists of them are never empty), each naming no record.
 */
export function filler(
  t: GraphQLInputType,
  ctx: FuzzContext,
  ids: boolean,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (isNonNullType(t)) return present(t.ofType, ctx, ids, depth);
  const value = present(t, ctx, ids, depth);
  return ids && holdsId(t)
    ? value
    : fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) });
}

function present(t: GraphQLInputType, ctx: FuzzContext, ids: boolean, depth: number): fc.Arbitrary<unknown> {
  if (isListType(t)) {
    const min = ids && holdsId(t.ofType) ? 1 : 0;
    return fc.array(filler(t.ofType, ctx, ids, depth + 1), {
      minLength: min,
      maxLength: depth > 2 ? min : 3,
    });
  }
  if (isEnumType(t)) return fc.constantFrom(...t.getValues().map((v) => v.name));
  if (isInputObjectType(t)) {
    const fields = Object.values(t.getFields());
    const keep = fields.filter(
      (f) => required(f.type, f.defaultValue !== undefined) || (ids && holdsId(f.type)),
    );
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, filler(f.type, ctx, ids, depth + 1)])), {
      requiredKeys: keep.map((f) => f.name),
    });
  }
  switch ((t as GraphQLNamedType).name) {
    case 'ID':
      return unknownId(ctx, 'gqlId');
    case 'Int':
      return fc.oneof(fc.constantFrom(-1, 0, 1, INT32.min, INT32.max), fc.integer(INT32));
    case 'Float':
      return fc.oneof(
        fc.constantFrom(-1, 0, 0.001, -0.5, 1e308),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'String':
      return junkText;
    case 'Boolean':
      return fc.boolean();
    // A real day or instant mostly, so the field runs; otherwise junk the scalar refuses.
    case 'Date':
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('2026-05-17', '2024-02-29', '1970-01-01', '2099-12-31') },
        { weight: 1, arbitrary: junkText },
      );
    case 'DateTime':
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('2026-05-17T10:00:00Z', '2026-05-17T13:00:00+03:00') },
        { weight: 1, arbitrary: junkText },
      );
  }
  throw new Error(`fuzz: no filler for ${String(t)}`);
}

/** Values no coercion of this scalar accepts (see graphql-js coerceInputValue). */
const WRONG_SCALAR: Record<string, readonly unknown[]> = {
  ID: [true, 1.5, {}, [], { id: 1 }],
  Int: [2 ** 31, -(2 ** 31) - 1, 1.5, '1', true, {}, 1e21, 'NaN', [1, 2]],
  Float: ['1.5', true, {}, 'NaN', 'Infinity', [1, 2]],
  String: [1, 0, true, {}, [1], { toString: 'x' }],
  Boolean: [1, 0, 'true', '', {}, [true, false]],
  Date: ['2026-13-45', '2026-02-30', '26.11.2026', '', 20261126, true, {}],
  DateTime: ['2026-11-26', '2026-11-26T25:00:00Z', '', 0.5, true, {}],
};

/** A value this type refuses, somewhere inside it. */
export function wrongValue(t: GraphQLInputType, ctx: FuzzContext, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(t)) return fc.oneof(fc.constant(null), wrongValue(t.ofType, ctx, depth));
  if (isListType(t)) {
    return fc
      .tuple(
        fc.array(filler(t.ofType, ctx, false, depth + 1), { maxLength: 2 }),
        wrongValue(t.ofType, ctx, depth + 1),
      )
      .map(([ok, bad]) => [...ok, bad]);
  }
  if (isEnumType(t)) {
    const names = t.getValues().map((v) => v.name);
    const near = names
      .flatMap((n) => [n.toUpperCase(), n.toLowerCase(), `${n}_`])
      .filter((n) => !names.includes(n));
    return fc.constantFrom<unknown>('NOT_A_VALUE', 1, true, {}, ...near);
  }
  if (isInputObjectType(t)) {
    const fields = Object.values(t.getFields());
    const whole = present(t, ctx, false, depth) as fc.Arbitrary<Record<string, unknown>>;
    const ways: fc.Arbitrary<unknown>[] = [
      fc.constantFrom<unknown>('object', 1, true),
      fc.tuple(whole, junkJson).map(([o, junk]) => ({ ...o, zzUnknownField: junk })),
    ];
    for (const f of fields) {
      if (required(f.type, f.defaultValue !== undefined)) {
        ways.push(whole.map((o) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== f.name))));
      }
      if (depth < 4)
        ways.push(
          fc.tuple(whole, wrongValue(f.type, ctx, depth + 1)).map(([o, bad]) => ({ ...o, [f.name]: bad })),
        );
    }
    return fc.oneof(...ways);
  }
  const wrong = WRONG_SCALAR[(t as GraphQLNamedType).name];
  if (!wrong) throw new Error(`fuzz: no wrong values for ${String(t)}`);
  return fc.oneof(
    fc.constantFrom(...wrong),
    junkJson.filter((j) => j !== null && typeof j === 'object'),
  );
}

/** A mutation payload (issue 18 item 2) answers a refusal in `userErrors`: select them too. */
const selection = (f: GraphQLField<unknown, unknown>) => {
  const named = getNamedType(f.type);
  if (isLeafType(named)) return '';
  return named.name.endsWith('Payload') ? ' { __typename userErrors { code field } }' : ' { __typename }';
};

/** `op Fuzz($a: T!, …) { field(a: $a, …) { __typename } }` over all of the field's arguments. */
function withVariables(root: RootField, variables: Record<string, unknown>): GqlCase & { kind: 'types' } {
  const { op, field } = root;
  const args = field.args;
  const decl = args.length ? `(${args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
  const use = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  return { kind: 'types', query: `${op} Fuzz${decl} { ${field.name}${use}${selection(field)} }`, variables };
}

/** All arguments well-typed with junk; `ids`: every ID position filled with an unknown id. */
export function fillerArgs(
  root: RootField,
  ctx: FuzzContext,
  ids: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const args = root.field.args;
  return fc.record(Object.fromEntries(args.map((a) => [a.name, filler(a.type, ctx, ids)])), {
    requiredKeys: args
      .filter((a) => required(a.type, a.defaultValue !== undefined) || (ids && holdsId(a.type)))
      .map((a) => a.name),
  });
}

/** One argument wrong (or a required one left out); the others well-typed. */
function wrongArgs(root: RootField, ctx: FuzzContext): fc.Arbitrary<Record<string, unknown>> {
  const ways = root.field.args.flatMap((a: GraphQLArgument) => {
    const out = [
      fc
        .tuple(fillerArgs(root, ctx, false), wrongValue(a.type, ctx))
        .map(([v, bad]) => ({ ...v, [a.name]: bad })),
    ];
    if (required(a.type, a.defaultValue !== undefined)) {
      out.push(
        fillerArgs(root, ctx, false).map((v) =>
          Object.fromEntries(Object.entries(v).filter(([k]) => k !== a.name)),
        ),
      );
    }
    return out;
  });
  return fc.oneof(...ways);
}

/** A GraphQL literal of any JS value; strings that are enum values of `t` are printed bare. */
function literal(value: unknown, t: GraphQLInputType | undefined): string {
  const named = t && getNamedType(t);
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') {
    if (named && isEnumType(named) && /^[_A-Za-z]\w*$/.test(value)) return value;
    return JSON.stringify(value);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0.5';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return `[${value.map((v) => literal(v, t && isListType(t) ? t.ofType : t)).join(', ')}]`;
  const fields = named && isInputObjectType(named) ? named.getFields() : {};
  const entries = Object.entries(value as Record<string, unknown>).filter(([k]) => /^[_A-Za-z]\w*$/.test(k));
  return `{${entries.map(([k, v]) => `${k}: ${literal(v, fields[k]?.type)}`).join(', ')}}`;
}

function inline(root: RootField, args: Record<string, unknown>, extra: string): GqlCase {
  const { op, field } = root;
  const types = Object.fromEntries(field.args.map((a) => [a.name, a.type]));
  const parts = Object.entries(args).map(([k, v]) => `${k}: ${literal(v, types[k])}`);
  if (extra) parts.push(extra);
  const use = parts.length ? `(${parts.join(', ')})` : '';
  return { kind: 'literal', query: `${op} { ${field.name}${use}${selection(field)} }`, variables: {} };
}

/** The generic cases of one field: wrong types (variables and literals) and unknown ids. */
export function genericCases(
  root: RootField,
  ctx: FuzzContext,
): { kind: Kind; arb: fc.Arbitrary<GqlCase> }[] {
  const hasArgs = root.field.args.length > 0;
  const unknownArg = fc
    .tuple(fillerArgs(root, ctx, false), junkJson)
    .map(([args, junk]) => inline(root, args, `zzUnknownArg: ${literal(junk, undefined)}`));
  const out: { kind: Kind; arb: fc.Arbitrary<GqlCase> }[] = [
    {
      kind: 'literal',
      arb: hasArgs
        ? fc.oneof(
            unknownArg,
            wrongArgs(root, ctx).map((a) => inline(root, a, '')),
          )
        : unknownArg,
    },
  ];
  if (hasArgs) out.push({ kind: 'types', arb: wrongArgs(root, ctx).map((v) => withVariables(root, v)) });
  if (root.field.args.some((a) => holdsId(a.type))) {
    out.push({
      kind: 'unknownId',
      arb: fillerArgs(root, ctx, true).map((v) => ({
        ...withVariables(root, v),
        kind: 'unknownId' as const,
      })),
    });
  }
  return out;
}

/** A case of a field with these (semantic) variables. */
export const semanticCase = (root: RootField, variables: Record<string, unknown>): GqlCase => ({
  ...withVariables(root, variables),
  kind: 'semantic',
});
