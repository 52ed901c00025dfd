/**
 * How a list definition is spelled in GraphQL: type, root field and enum names. Shared by the SDL
 * generator and the gateway's resolver builder, so the schema and the resolver map cannot drift.
 */
import { ROLES, SHOP_TYPES } from '../../../schema/access';
import { findList, type FieldDef, type ListDef } from '../../../schema/lists';

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** Root field and input names of one list. */
export function graphqlNames(list: ListDef) {
  const t = list.type;
  return {
    plural: list.plural,
    singular: lowerFirst(t),
    create: `create${t}`,
    update: `update${t}`,
    setActive: `set${t}Active`,
    setDeleted: `set${t}Deleted`,
    move: `move${t}`,
    /** Growing lists (ListDef.search) only: the paged field and its types. */
    connection: `${list.plural}Connection`,
    connectionType: `${t}Connection`,
    edgeType: `${t}Edge`,
    createInput: `${t}CreateInput`,
    updateInput: `${t}UpdateInput`,
    /** Payload types of the writes (issue 18): the record (or list) and the userErrors. */
    createPayload: `Create${t}Payload`,
    updatePayload: `Update${t}Payload`,
    setActivePayload: `Set${t}ActivePayload`,
    setDeletedPayload: `Set${t}DeletedPayload`,
    movePayload: `Move${t}Payload`,
  };
}

/** Enums the schema already has (base.graphql) or that lists.graphql declares, by their values. */
export const LIST_ENUMS: readonly { name: string; values: readonly string[] }[] = [
  { name: 'Role', values: ROLES },
  { name: 'ShopType', values: SHOP_TYPES },
  { name: 'DiscountKind', values: ['percent', 'amount'] },
];

/** The GraphQL enum of an enum field; a new option set must be added to LIST_ENUMS first. */
export function enumOf(field: FieldDef): string {
  const values = (field.options ?? []).map((o) => o.value);
  const found = LIST_ENUMS.find(
    (e) => e.values.length === values.length && e.values.every((v) => values.includes(v)),
  );
  if (!found) throw new Error(`lists: no GraphQL enum for field ${field.name} (${values.join(', ')})`);
  return found.name;
}

/** A ref field `affiliateId` also exposes the record itself as `affiliate`. */
export function refObjectField(field: FieldDef): { name: string; type: string; list: ListDef } {
  const list = field.ref ? findList(field.ref) : undefined;
  if (!list) throw new Error(`lists: field ${field.name} refers to an unknown list ${field.ref}`);
  return { name: field.name.replace(/Id$/, ''), type: list.type, list };
}
