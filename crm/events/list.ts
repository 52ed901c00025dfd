/**
 * A reference list's write (crm/domains/lists.ts): `list.changed`, so every gateway drops its
 * cached copy of the lists at once instead of at the end of LIST_CACHE_MS. A write to the users
 * list (activity, deletion, rights) may end or narrow sessions: `session.changed` too.
 */
import type { ListDef } from '../../schema/lists';
import type { Db } from '../db/connect';
import { recordEvent } from './record';

export async function recordListEvent(tx: Db, list: ListDef): Promise<void> {
  await recordEvent(tx, { kind: 'list.changed', payload: { list: list.name } });
  if (list.name === 'User') await recordEvent(tx, { kind: 'session.changed' });
}
