/**
 * The few things one list does beyond the generic CRUD, kept here so crm/domains/lists.ts stays
 * one implementation for every list. Keyed by the list's local name.
 */
import { checkCategory, checkProduct, lockCategoryTree } from '../catalog/tree';
import type { Db } from '../db/connect';
import { fillBatch } from '../marketing/batches';
import type { Columns, Flag } from './sql';

export interface ListHooks {
  /** Columns written on create besides the fields. */
  createColumns?(value: Record<string, unknown>): Columns;
  /** Runs in the same transaction after `active` or `deleted` changed. */
  afterFlag?(tx: Db, id: number, flag: Flag, val: boolean): Promise<void>;
  /**
   * Runs first in a create's or update's transaction, before the record's row is locked: a lock
   * every such write of the list must take in the same order (crm/catalog/tree.ts).
   */
  lock?(tx: Db, value: Record<string, unknown>): Promise<void>;
  /**
   * Rules that span records (a tree, a shared shop type), run in the write's transaction after
   * the unique and reference checks; `value` holds only the fields sent, `id` is absent on create.
   * Throws CrmError to refuse.
   */
  check?(tx: Db, value: Record<string, unknown>, id?: number): Promise<void>;
  /** Runs in a create's or update's transaction after the row is written (a batch makes its codes). */
  afterWrite?(tx: Db, id: number): Promise<void>;
}

export const HOOKS: Readonly<Partial<Record<string, ListHooks>>> = {
  // A category tree without cycles, one shop type per branch, products in their type's categories.
  Category: { lock: lockCategoryTree, check: checkCategory },
  ProductList: { check: checkProduct },
  // A promo batch makes its codes and keeps their terms and flags its own (crm/marketing/batches.ts).
  PromoCreate: { afterWrite: fillBatch, afterFlag: (tx, id) => fillBatch(tx, id) },
  User: {
    // The login handle is required by the users table; a staff account starts with its name.
    createColumns: (value) => ({ username: value.name }),
    // auth/profile already refuses a disabled user, but the sessions must not outlive a
    // re-enable either: switching off or deleting an account signs it out everywhere at once.
    async afterFlag(tx, id, flag, val) {
      if ((flag === 'active' && !val) || (flag === 'deleted' && val)) {
        await tx.query('DELETE FROM sessions WHERE user_id = $1', [id]);
      }
    },
  },
};
