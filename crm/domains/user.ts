/**
 * The user area's call beyond the generic list CRUD: the SA's access-rights screen sets a user's
 * role, shop type and pages. Checked by the same field definitions as the user list.
 */
import { findList, type ListDef } from '../../schema/lists';
import { CrmError } from '../envelope';
import { parseId } from '../lists/checks';
import type { Domain } from '../registry';
import { updateRecord, validated } from './lists';

const USERS = findList('User')!;
const ACCESS_FIELDS: ReadonlySet<string> = new Set(['role', 'typeAccount', 'accessPage']);
/** The user list narrowed to the access fields, so nothing else can be changed through this call. */
const ACCESS: ListDef = { ...USERS, fields: USERS.fields.filter((f) => ACCESS_FIELDS.has(f.name)) };

export const user: Domain = {
  // auth/profile reads role and pages live, so the change applies to the user's next request.
  async setUserAccess(body, { db }) {
    const id = parseId(body.id);
    const value = validated(ACCESS, body, 'update');
    if (Object.keys(value).length === 0) {
      throw new CrmError('VALIDATION', 'Укажите роль, тип аккаунта или доступные разделы');
    }
    return updateRecord(db, USERS, id, value);
  },
};
