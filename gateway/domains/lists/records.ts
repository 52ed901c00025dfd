/**
 * The CRM record → the GraphQL object of its list: string ids, booleans for the flags, refs as
 * ID strings, no secrets. `__typename` lets the ListRecord interface resolve without guessing.
 */
import type { ListDef } from '../../../schema/lists';
import { flag, type RemoteRecord } from './service';

export type GraphQLRecord = Record<string, unknown> & {
  __typename: string;
  id: string;
  active: boolean;
  deleted: boolean;
  sort: number;
};

const idOrNull = (v: unknown) => (v == null || v === '' ? null : String(v));

export function toGraphQL(list: ListDef, r: RemoteRecord): GraphQLRecord {
  const out: GraphQLRecord = {
    __typename: list.type,
    id: String(r.id),
    active: flag(r.active),
    deleted: flag(r.deleted),
    sort: Number(r.sort ?? 0) || 0,
  };
  // Issue 18: a versioned list's records say which version they are (null: a CRM without them).
  if (list.versioned) out.version = r.version == null ? null : Number(r.version);
  for (const field of list.fields) {
    const v = r[field.name];
    switch (field.type) {
      case 'password':
        break;
      case 'ref':
        out[field.name] = idOrNull(v);
        break;
      case 'bool':
        out[field.name] = flag(v);
        break;
      case 'pageKeys':
        out[field.name] = Array.isArray(v) ? v.map(String) : [];
        break;
      case 'int':
      case 'money':
      case 'number':
        out[field.name] = v == null || v === '' ? null : Number(v);
        break;
      default:
        out[field.name] = v ?? null;
    }
  }
  return out;
}

/** Sortable lists come back in their order (sort, then id) whatever order the CRM used. */
export function inOrder(list: ListDef, records: RemoteRecord[]): RemoteRecord[] {
  if (!list.sortable) return records;
  return [...records].sort(
    (a, b) => (Number(a.sort) || 0) - (Number(b.sort) || 0) || Number(a.id) - Number(b.id),
  );
}
