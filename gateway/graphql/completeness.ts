/**
 * Resolver completeness (issue 18 item 5): every field of every object type must be answered by
 * a resolver or by a property of the value its parent resolver returns, or a query for it fails
 * at run time (a non-null field nulls its whole parent). codegen does not check this (resolvers
 * are optional) and neither does the type check; tests/gateway/completeness.test.ts does, with
 * this walk over the executable schema.
 */
import type { GraphQLNamedType, GraphQLSchema } from 'graphql';

export interface Unresolved {
  /** `Type.field`. */
  field: string;
  /** Non-null fields fail the whole parent when left unresolved; nullable ones read as null. */
  nonNull: boolean;
}

type Fields = Record<string, { type: unknown }>;

/** Object types by shape (see cost.ts on the two copies of graphql-js): fields, no resolveType. */
const objectFields = (t: GraphQLNamedType): Fields | null =>
  'getFields' in t && 'isTypeOf' in t ? (t.getFields as () => Fields)() : null;

/**
 * The fields answered by neither `resolvers` nor the properties `provides` says the type's parent
 * value has (null: the parent is the generated type, which has every field). Root types have no
 * parent value: each of their fields needs a resolver.
 */
export function unresolvedFields(
  schema: GraphQLSchema,
  resolvers: Readonly<Record<string, unknown>>,
  provides: (typeName: string) => ReadonlySet<string> | null,
): Unresolved[] {
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .filter((t) => !!t)
      .map((t) => t!.name),
  );
  const found: Unresolved[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const fields = objectFields(type);
    if (!fields) continue;
    const own = (resolvers[type.name] ?? {}) as Record<string, unknown>;
    const props = roots.has(type.name) ? new Set<string>() : provides(type.name);
    if (props === null) continue;
    for (const [name, field] of Object.entries(fields)) {
      if (typeof own[name] === 'function' || (typeof own[name] === 'object' && own[name] !== null)) continue;
      if (props.has(name)) continue;
      found.push({ field: `${type.name}.${name}`, nonNull: String(field.type).endsWith('!') });
    }
  }
  return found;
}
