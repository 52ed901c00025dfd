/**
 * What one GraphQL operation may ask for (config.graphql), so a single request cannot make the
 * gateway or the CRM do unbounded work:
 * - tokens: the parser stops past maxTokens (`parseOptions`), before building the whole tree;
 * - depth and aliases: validation rules, so they run once per document (Apollo keeps validated
 *   documents) and answer GRAPHQL_VALIDATION_FAILED;
 * - cost and page sizes: after validation, once the variables are known (`$limit` can be
 *   anything), answering QUERY_TOO_COMPLEX or BAD_USER_INPUT.
 * All refusals are HTTP 400 with an English message for the integrator (docs/reliability.md).
 * Fragments are measured once each, however often they are spread.
 */
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import type { Config } from '../config';

export type GraphQLLimits = Pick<
  Config['graphql'],
  'maxDepth' | 'maxAliases' | 'maxTokens' | 'maxCost' | 'maxListSize'
>;

/** Arguments that set how many entries a list field returns (the schema has `limit`). */
export const PAGE_ARGUMENTS: ReadonlySet<string> = new Set([
  'limit',
  'first',
  'last',
  'take',
  'pageSize',
  'perPage',
]);

/** Assumed length of a list field without a page argument (catalogue, orders of a day…). */
export const DEFAULT_LIST_SIZE = 10;

/**
 * Introspection is answered from memory, is a setting of its own (off in production), and
 * graphql-js's MaxIntrospectionDepthRule (among the rules Apollo always runs) bounds its nesting.
 */
const isIntrospection = (name: string) => name === '__schema' || name === '__type';

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

function fragmentsOf(document: DocumentNode): Fragments {
  const map = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) map.set(d.name.value, d);
  return map;
}

/** How a measure folds: a field's value from its sub-selection's, and siblings together. */
interface Fold {
  field(node: FieldNode, inner: number): number;
  combine(a: number, b: number): number;
}

/** Folds a selection set, fragments expanded (memoised; a cycle, refused by another rule, is 0). */
function fold(
  set: SelectionSetNode,
  fragments: Fragments,
  how: Fold,
  memo = new Map<string, number>(),
  open = new Set<string>(),
): number {
  let total = 0;
  for (const s of set.selections) {
    let value: number;
    if (s.kind === Kind.FIELD) {
      value = how.field(s, s.selectionSet ? fold(s.selectionSet, fragments, how, memo, open) : 0);
    } else if (s.kind === Kind.INLINE_FRAGMENT) {
      value = fold(s.selectionSet, fragments, how, memo, open);
    } else {
      const name = s.name.value;
      const fragment = fragments.get(name);
      if (!memo.has(name)) {
        if (!fragment || open.has(name)) continue;
        open.add(name);
        memo.set(name, fold(fragment.selectionSet, fragments, how, memo, open));
        open.delete(name);
      }
      value = memo.get(name) as number;
    }
    total = how.combine(total, value);
  }
  return total;
}

const DEPTH: Fold = {
  field: (node, inner) => (isIntrospection(node.name.value) ? 0 : 1 + inner),
  combine: Math.max,
};

const ALIASES: Fold = {
  field: (node, inner) => (node.alias ? 1 : 0) + inner,
  combine: (a, b) => a + b,
};

/** Levels of nested fields: `{ orders { items { id } } }` is 3. */
export const operationDepth = (operation: OperationDefinitionNode, document: DocumentNode) =>
  fold(operation.selectionSet, fragmentsOf(document), DEPTH);

/** Aliased fields, counted as often as they run (a fragment spread twice counts twice). */
export const operationAliases = (operation: OperationDefinitionNode, document: DocumentNode) =>
  fold(operation.selectionSet, fragmentsOf(document), ALIASES);

/** A rule refusing operations whose `measure` exceeds `max`. */
function limitRule(
  measure: (operation: OperationDefinitionNode, document: DocumentNode) => number,
  describe: (value: number) => string,
  max: number,
): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      const value = measure(node, context.getDocument());
      if (value > max) context.reportError(new GraphQLError(describe(value), { nodes: node }));
      return false;
    },
  });
}

/** The validation rules of the limits (Apollo adds them to graphql-js's own). */
export function limitRules(limits: GraphQLLimits): ValidationRule[] {
  return [
    limitRule(
      operationDepth,
      (d) => `Operation is nested ${d} levels deep; the limit is ${limits.maxDepth}.`,
      limits.maxDepth,
    ),
    limitRule(
      operationAliases,
      (n) => `Operation has ${n} aliased fields; the limit is ${limits.maxAliases}.`,
      limits.maxAliases,
    ),
  ];
}

export interface OperationCost {
  /** Each field 1, a list field's sub-selection times its page size (or DEFAULT_LIST_SIZE). */
  cost: number;
  /** Page arguments above maxListSize, as `field.argument = value`. */
  oversizedPages: string[];
}

/*
 * Types are inspected by shape, not with graphql-js's isObjectType & co: the schema Apollo builds
 * and this module may hold two copies of graphql-js (CommonJS and ESM), and the predicates refuse
 * (or, in production, silently miss) a type from the other copy.
 */
type Field = GraphQLField<unknown, unknown>;

function fieldOf(parent: GraphQLNamedType, name: string): Field | undefined {
  const withFields = parent as { getFields?: () => Record<string, Field> };
  return typeof withFields.getFields === 'function' ? withFields.getFields()[name] : undefined;
}

/** `[Product!]!` → list, Product. */
function shapeOf(schema: GraphQLSchema, field: Field) {
  const sdl = String(field.type);
  return { list: sdl.startsWith('['), type: schema.getType(sdl.replace(/[[\]!]/g, '')) };
}

/** The cost of an operation with these variables (validated document: fields exist). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
  maxListSize: number,
): OperationCost {
  const fragments = fragmentsOf(document);
  const defaults = new Map(
    (operation.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      v.defaultValue ? valueFromASTUntyped(v.defaultValue) : undefined,
    ]),
  );
  const oversizedPages: string[] = [];
  const memo = new Map<string, number>();

  /** The number a page argument asks for: literal, variable, variable default, schema default. */
  function pageSize(node: FieldNode, field: Field): number | undefined {
    let size: number | undefined;
    for (const arg of field.args) {
      if (!PAGE_ARGUMENTS.has(arg.name)) continue;
      const given = node.arguments?.find((a) => a.name.value === arg.name)?.value;
      let value: unknown = arg.defaultValue;
      if (given?.kind === Kind.VARIABLE) {
        const name = given.name.value;
        value = variables[name] ?? defaults.get(name) ?? arg.defaultValue;
      } else if (given) {
        value = valueFromASTUntyped(given);
      }
      if (typeof value !== 'number') continue;
      if (value > maxListSize) oversizedPages.push(`${field.name}.${arg.name} = ${value}`);
      size = Math.max(size ?? 0, value);
    }
    return size;
  }

  function cost(set: SelectionSetNode, parent: GraphQLNamedType): number {
    let total = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const field = fieldOf(parent, s.name.value);
        // __typename and introspection are answered from memory (and are not among getFields).
        if (!field) continue;
        const size = pageSize(s, field);
        const { list, type } = shapeOf(schema, field);
        const inner = s.selectionSet && type ? cost(s.selectionSet, type) : 0;
        total += 1 + (list ? (size ?? DEFAULT_LIST_SIZE) : 1) * inner;
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const on = s.typeCondition ? schema.getType(s.typeCondition.name.value) : parent;
        if (on) total += cost(s.selectionSet, on);
      } else {
        const name = s.name.value;
        const fragment = fragments.get(name);
        const on = fragment && schema.getType(fragment.typeCondition.name.value);
        if (!on) continue;
        if (!memo.has(name)) {
          memo.set(name, 0); // a cycle (refused by validation) adds nothing
          memo.set(name, cost(fragment.selectionSet, on));
        }
        total += memo.get(name) as number;
      }
    }
    return total;
  }

  const root = schema.getRootType(operation.operation);
  return { cost: root ? cost(operation.selectionSet, root) : 0, oversizedPages };
}

/**
 * A refusal Apollo answers with 400 and `code`. A plain Error carrying `extensions` rather than a
 * GraphQLError, for the same two-copies reason: Apollo wraps what it does not recognise as its
 * own GraphQLError and the wrapper takes over these extensions.
 */
export class LimitError extends Error {
  readonly extensions: { code: string; http: { status: number } };
  constructor(code: 'QUERY_TOO_COMPLEX' | 'BAD_USER_INPUT', message: string) {
    super(message);
    this.name = 'LimitError';
    this.extensions = { code, http: { status: 400 } };
  }
}

/** The refusal for an operation over the cost or page limits, or null when it may run. */
export function costRefusal(result: OperationCost, limits: GraphQLLimits): LimitError | null {
  if (result.oversizedPages.length > 0) {
    return new LimitError(
      'BAD_USER_INPUT',
      `Page size over the limit of ${limits.maxListSize}: ${result.oversizedPages.join(', ')}.`,
    );
  }
  if (result.cost > limits.maxCost) {
    return new LimitError(
      'QUERY_TOO_COMPLEX',
      `Operation cost ${result.cost} exceeds the limit of ${limits.maxCost} ` +
        `(each field counts 1, a list field its page size times its fields).`,
    );
  }
  return null;
}

/** Checks cost and page sizes once the operation and its variables are known. */
export function limitsPlugin<Context extends BaseContext>(
  limits: GraphQLLimits,
): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const result = operationCost(
            schema,
            document,
            operation,
            request.variables ?? {},
            limits.maxListSize,
          );
          const refusal = costRefusal(result, limits);
          if (refusal) throw refusal;
        },
      };
    },
  };
}
