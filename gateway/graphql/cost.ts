/**
 * What an operation costs (issue 18 item 3), in the units of `extensions.cost` and the budget.
 * Before running (`requested`), graphql-query-complexity walks the operation (fragments, aliases,
 * @skip/@include, variables coerced as execution will) and our estimator prices each field:
 * - a field 1, or what its `@cost(value:)` says (base.graphql; per-item CRM fields);
 * - a list its sub-selection times its length: its page argument (`limit`, `first`…), else the
 *   setting its `@listBound(setting:)` names (an unpaged list the server bounds), else
 *   DEFAULT_LIST_SIZE;
 * - a connection's `edges`/`nodes` the page its connection field asks for (`first`/`last`, else
 *   DEFAULT_PAGE); its `pageInfo`/`totalCount` once.
 * After running (`actual`): the same prices, each list at its length in the reply.
 * graphql-query-complexity and the schema must share one copy of graphql-js (its `instanceof`
 * checks refuse the other's types): Node loads its CommonJS build for Apollo, the library and us
 * alike, and the test runner is told to as well (vitest.config.ts ONE_GRAPHQL).
 */
import {
  Kind,
  validate,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { createComplexityRule, type ComplexityEstimatorArgs } from 'graphql-query-complexity';
import { DEFAULT_PAGE } from '../../schema/paging';
import { DEFAULT_LIST_SIZE, fragmentsOf, PAGE_ARGUMENTS, type Fragments } from './limits';
import { boundSettings, type BoundSettings } from './list-bounds';

export interface OperationCost {
  /** The price before running: every list at its page size or bound. */
  cost: number;
  /** Page arguments above maxListSize, as `field.argument = value`. */
  oversizedPages: string[];
  /** Why it was not priced: its fragments spread into more than MAX_PRICED_NODES selections. */
  tooLarge?: string;
}

/**
 * Selections priced at most: fragments spread in fragments multiply (20 nested pairs of spreads
 * are a million fields in a few hundred tokens), and the library expands each spread. The web
 * app's largest operation is far below.
 */
export const MAX_PRICED_NODES = 10_000;

type Field = GraphQLField<unknown, unknown>;

/** The list fields of a connection: their length is the page the connection field asks for. */
const CONNECTION_LISTS: ReadonlySet<string> = new Set(['edges', 'nodes']);

/** What the SDL declares about a field's price (base.graphql `@cost`, `@listBound`). */
interface Declared {
  /** The field's own price (1 without `@cost`). */
  value: number;
  /** The setting bounding an unpaged list (`@listBound(setting:)`). */
  boundSetting?: string;
}

const declared = new WeakMap<Field, Declared>();

function directiveArgument(field: Field, directive: string, argument: string): unknown {
  const node = field.astNode?.directives?.find((d) => d.name.value === directive);
  const value = node?.arguments?.find((a) => a.name.value === argument)?.value;
  return value ? valueFromASTUntyped(value) : undefined;
}

/** The SDL's prices of a field, read once per field of a schema. */
function declaredOf(field: Field): Declared {
  let found = declared.get(field);
  if (!found) {
    const value = directiveArgument(field, 'cost', 'value');
    const setting = directiveArgument(field, 'listBound', 'setting');
    found = {
      value: typeof value === 'number' ? value : 1,
      ...(typeof setting === 'string' ? { boundSetting: setting } : {}),
    };
    declared.set(field, found);
  }
  return found;
}

/** `[Product!]!` → list, Product (by shape: see actualCost). */
function shapeOf(field: Field) {
  const sdl = String(field.type);
  return { list: sdl.startsWith('['), typeName: sdl.replace(/[[\]!]/g, '') };
}

/** What the estimator reads and records while one operation is priced. */
interface Pricing {
  maxListSize: number;
  settings: BoundSettings;
  fragments: Fragments;
  /** Page arguments over maxListSize (a Set: a fragment spread twice is priced twice). */
  oversized: Set<string>;
  /** A connection's `edges`/`nodes` node → the price of one of its items. */
  itemPrice: WeakMap<FieldNode, number>;
}

/** The largest number a page argument of this field asks for (args coerced, defaults applied). */
function pageSize(field: Field, args: Record<string, unknown>, pricing: Pricing): number | undefined {
  let size: number | undefined;
  for (const name of PAGE_ARGUMENTS) {
    const value = args[name];
    if (typeof value !== 'number') continue;
    if (value > pricing.maxListSize) pricing.oversized.add(`${field.name}.${name} = ${value}`);
    size = Math.max(size ?? 0, value);
  }
  return size;
}

/** The price of one item of each `edges`/`nodes` this connection selection asks for. */
function connectionItems(set: SelectionSetNode, pricing: Pricing, seen = new Set<string>()): number {
  let total = 0;
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) {
      if (CONNECTION_LISTS.has(s.name.value)) total += pricing.itemPrice.get(s) ?? 0;
    } else if (s.kind === Kind.INLINE_FRAGMENT) {
      total += connectionItems(s.selectionSet, pricing, seen);
    } else {
      const fragment = pricing.fragments.get(s.name.value);
      if (!fragment || seen.has(s.name.value)) continue;
      seen.add(s.name.value);
      total += connectionItems(fragment.selectionSet, pricing, seen);
      seen.delete(s.name.value);
    }
  }
  return total;
}

/**
 * The one estimator: graphql-query-complexity calls it for each field once its sub-selection is
 * priced (`childComplexity`), so a connection's edges are priced before the connection: they
 * record the price of one item, and the connection multiplies it by its page.
 */
function estimate({ type, field, node, args, childComplexity, context }: ComplexityEstimatorArgs): number {
  // __typename and introspection are answered from memory.
  if (field.name.startsWith('__')) return 0;
  const pricing = context as Pricing;
  const { value, boundSetting } = declaredOf(field);
  const size = pageSize(field, args, pricing);
  const { list, typeName } = shapeOf(field);
  if (!list) {
    const connection = typeName.endsWith('Connection') && field.args.some((a) => PAGE_ARGUMENTS.has(a.name));
    if (!connection || !node.selectionSet) return value + childComplexity;
    const page = size ?? DEFAULT_PAGE;
    return value + childComplexity + (page - 1) * connectionItems(node.selectionSet, pricing);
  }
  if (size !== undefined) return value + size * childComplexity;
  if (boundSetting !== undefined) {
    const bound = pricing.settings[boundSetting];
    if (bound === undefined) throw new Error(`@listBound names an unknown setting: ${boundSetting}`);
    return value + bound * childComplexity;
  }
  if (CONNECTION_LISTS.has(field.name) && type.name.endsWith('Connection')) {
    // One item here; the connection field adds the rest of its page.
    pricing.itemPrice.set(node, childComplexity);
    return value + childComplexity;
  }
  return value + DEFAULT_LIST_SIZE * childComplexity;
}

/** The message graphql-query-complexity throws past maxQueryNodes. */
const TOO_MANY_NODES = /maximum allowed number of nodes/;

/**
 * The requested cost of an operation with these variables (validated document: fields exist).
 * The library's rule rather than its getComplexity, which throws the first error it met and loses
 * the figure: the price is of what will run, and a field whose arguments do not coerce (a null
 * variable into a non-null argument) does not run, nor anything when a variable does not coerce:
 * execution refuses those in its own words.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
  maxListSize: number,
  /** The values of the settings `@listBound` names (GRAPHQL_MAX_ORDER_LIST). */
  settings: BoundSettings = boundSettings(),
): OperationCost {
  const pricing: Pricing = {
    maxListSize,
    settings,
    fragments: fragmentsOf(document),
    oversized: new Set(),
    itemPrice: new WeakMap(),
  };
  let cost = 0;
  const rule = createComplexityRule({
    maximumComplexity: Infinity,
    operationName: operation.name?.value,
    variables: { ...variables },
    estimators: [estimate],
    context: pricing as unknown as Record<string, unknown>,
    maxQueryNodes: MAX_PRICED_NODES,
    onComplete: (complexity) => (cost = complexity),
  });
  try {
    // Every refused field reported, however many: validate's default stops the walk at 100
    // errors, which would leave an operation with 100 bad arguments unpriced.
    validate(schema, document, [rule], { maxErrors: Infinity });
  } catch (error) {
    if (!(error instanceof Error) || !TOO_MANY_NODES.test(error.message)) throw error;
    const message = `Operation spreads into more than ${MAX_PRICED_NODES} selections (fragments count where they are spread).`;
    return { cost: 0, oversizedPages: [], tooLarge: message };
  }
  return { cost, oversizedPages: [...pricing.oversized] };
}

/*
 * The reply's walk inspects types by shape, not with graphql-js's isObjectType & co, so it does
 * not depend on which copy of graphql-js built the schema.
 */
function fieldOf(parent: GraphQLNamedType, name: string): Field | undefined {
  const withFields = parent as { getFields?: () => Record<string, Field> };
  return typeof withFields.getFields === 'function' ? withFields.getFields()[name] : undefined;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The cost of what the reply holds: the same prices, each list at its real length. */
export function actualCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  data: Json | null | undefined,
): number {
  if (!data) return 0;
  const fragments = fragmentsOf(document);

  /** Whether a fragment on `typeName` applies to `value`: its __typename, when the reply has it. */
  const applies = (typeName: string, value: Json) => {
    const named = schema.getType(typeName);
    const abstract = !!named && 'resolveType' in named; // an interface or a union
    return typeof value.__typename !== 'string' || value.__typename === typeName || abstract;
  };

  function items(value: unknown): Json[] {
    if (Array.isArray(value)) return value.flatMap(items);
    return isObject(value) ? [value] : [];
  }

  function walk(set: SelectionSetNode, parent: GraphQLNamedType, value: Json): number {
    let total = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const field = fieldOf(parent, s.name.value);
        const responseKey = s.alias?.value ?? s.name.value;
        if (!field || !(responseKey in value)) continue;
        const type = schema.getType(shapeOf(field).typeName);
        let inner = 0;
        if (s.selectionSet && type)
          for (const item of items(value[responseKey])) inner += walk(s.selectionSet, type, item);
        total += declaredOf(field).value + inner;
      } else {
        const fragment = s.kind === Kind.INLINE_FRAGMENT ? s : fragments.get(s.name.value);
        if (!fragment) continue;
        const on = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parent;
        if (on && applies(on.name, value)) total += walk(fragment.selectionSet, on, value);
      }
    }
    return total;
  }

  const root = schema.getRootType(operation.operation);
  return root ? walk(operation.selectionSet, root, data) : 0;
}
