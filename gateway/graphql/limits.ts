/**
 * What one GraphQL operation may ask for (config.graphql), so a single request cannot make the
 * gateway or the CRM do unbounded work:
 * - tokens: the parser stops past maxTokens (`parseOptions`), before building the whole tree;
 * - depth and aliases: validation rules, so they run once per document (Apollo keeps validated
 *   documents) and answer GRAPHQL_VALIDATION_FAILED;
 * - cost and page sizes: after validation, once the variables are known (`$limit` can be
 *   anything), answering QUERY_TOO_COMPLEX or BAD_USER_INPUT (cost.ts prices with
 *   graphql-query-complexity, cost-plugin.ts refuses, reports `extensions.cost` and charges the
 *   caller's budget).
 * All refusals are HTTP 400 with an English message for the integrator (docs/reliability.md).
 * Depth and aliases measure each fragment once, however often it is spread.
 */
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import type { Config } from '../config';
import type { OperationCost } from './cost';

export { operationCost, type OperationCost } from './cost';

export type GraphQLLimits = Pick<
  Config['graphql'],
  'maxDepth' | 'maxAliases' | 'maxTokens' | 'maxCost' | 'maxListSize'
> &
  Partial<Pick<Config['graphql'], 'maxOrderList'>>;

/** Arguments that set how many entries a list field returns (the schema has `limit`). */
export const PAGE_ARGUMENTS: ReadonlySet<string> = new Set([
  'limit',
  'first',
  'last',
  'take',
  'pageSize',
  'perPage',
]);

/**
 * Assumed length of a list field with neither a page argument nor a `@listBound`: the
 * small fixed lists (statuses, units) and the lines of one record.
 */
export const DEFAULT_LIST_SIZE = 10;

/**
 * Introspection is answered from memory, is a setting of its own (off in production), and
 * graphql-js's MaxIntrospectionDepthRule (among the rules Apollo always runs) bounds its nesting.
 */
const isIntrospection = (name: string) => name === '__schema' || name === '__type';

export type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

export function fragmentsOf(document: DocumentNode): Fragments {
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

/** A refusal Apollo answers with 400 and `code`. */
export class LimitError extends GraphQLError {
  constructor(code: 'QUERY_TOO_COMPLEX' | 'BAD_USER_INPUT', message: string) {
    super(message, { extensions: { code, http: { status: 400 } } });
    this.name = 'LimitError';
  }
}

/** The refusal for an operation over the cost or page limits, or null when it may run. */
export function costRefusal(result: OperationCost, limits: GraphQLLimits): LimitError | null {
  if (result.tooLarge) return new LimitError('QUERY_TOO_COMPLEX', result.tooLarge);
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
