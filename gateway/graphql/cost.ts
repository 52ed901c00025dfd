/**
 * What an operation costs (issue 18 item 3), in the units of `extensions.cost` and the budget:
 * each field 1; a list field its sub-selection times its length; a per-item field that calls the
 * CRM its price on top (list-bounds.ts CRM_FIELD_COST). The length of a list is, before running
 * (`requested`): its page argument (`limit`, `first`…), for a connection's `edges` the page its
 * connection field asks for (`first`/`last`, else the default page), for an unpaged list the bound
 * the server enforces (LIST_BOUNDS), else DEFAULT_LIST_SIZE. After running (`actual`): the
 * length of the list in the reply.
 */
import {
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { DEFAULT_PAGE } from '../../schema/paging';
import { DEFAULT_LIST_SIZE, fragmentsOf, PAGE_ARGUMENTS } from './limits';
import { CONNECTION_LISTS, CRM_FIELD_COST, LIST_BOUNDS } from './list-bounds';

export interface OperationCost {
  /** The price before running: every list at its page size or bound. */
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

/** A field returning one `…Connection` object with `first`/`last`: its page sizes its edges. */
const isConnection = (field: Field, list: boolean, type: GraphQLNamedType | null | undefined) =>
  !list && !!type?.name.endsWith('Connection') && field.args.some((a) => PAGE_ARGUMENTS.has(a.name));

const key = (parent: GraphQLNamedType, field: Field) => `${parent.name}.${field.name}`;

/** The requested cost of an operation with these variables (validated document: fields exist). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
  maxListSize: number,
  /** The enforced bounds of unpaged lists (the settings', e.g. GRAPHQL_MAX_ORDER_LIST). */
  bounds: Readonly<Record<string, number>> = LIST_BOUNDS,
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

  /** `page`: the page of the connection this selection set is of (sizes its `edges`). */
  function cost(set: SelectionSetNode, parent: GraphQLNamedType, page?: number): number {
    let total = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const field = fieldOf(parent, s.name.value);
        // __typename and introspection are answered from memory (and are not among getFields).
        if (!field) continue;
        const size = pageSize(s, field);
        const { list, type } = shapeOf(schema, field);
        const inner =
          s.selectionSet && type
            ? cost(s.selectionSet, type, isConnection(field, list, type) ? (size ?? DEFAULT_PAGE) : undefined)
            : 0;
        const length = list
          ? (size ??
            bounds[key(parent, field)] ??
            (CONNECTION_LISTS.has(field.name) ? page : undefined) ??
            DEFAULT_LIST_SIZE)
          : 1;
        total += 1 + (CRM_FIELD_COST[key(parent, field)] ?? 0) + length * inner;
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const on = s.typeCondition ? schema.getType(s.typeCondition.name.value) : parent;
        if (on) total += cost(s.selectionSet, on, page);
      } else {
        const name = s.name.value;
        const fragment = fragments.get(name);
        const on = fragment && schema.getType(fragment.typeCondition.name.value);
        if (!on) continue;
        const id = `${name}:${page ?? ''}`;
        if (!memo.has(id)) {
          memo.set(id, 0); // a cycle (refused by validation) adds nothing
          memo.set(id, cost(fragment.selectionSet, on, page));
        }
        total += memo.get(id) as number;
      }
    }
    return total;
  }

  const root = schema.getRootType(operation.operation);
  return { cost: root ? cost(operation.selectionSet, root) : 0, oversizedPages };
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
        const { type } = shapeOf(schema, field);
        let inner = 0;
        if (s.selectionSet && type)
          for (const item of items(value[responseKey])) inner += walk(s.selectionSet, type, item);
        total += 1 + (CRM_FIELD_COST[key(parent, field)] ?? 0) + inner;
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
