/**
 * The reference area's calls beyond the generic list CRUD (crm/domains/lists.ts): the system
 * palette, one client's card, and drag-and-drop reordering of the sortable lists.
 */
import { findList } from '../../schema/lists';
import { CrmError } from '../envelope';
import { parseId, payload } from '../lists/checks';
import { selectAll, selectOne } from '../lists/sql';
import type { Domain } from '../registry';

const CLIENTS = findList('KlientDirectory')!;

/** `StatusOrder` → `STATUS_ORDER`: the client's reducer action is `SET_ALL_<that>`. */
export function upperSnake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

/** The legacy client sends `phone: 0` when it looks a client up by id (spec section 9). */
function isBlankKey(v: unknown): boolean {
  return v === undefined || v === null || v === 0 || v === '0' || v === '';
}

export const reference: Domain = {
  async getAllColorDefault(_body, { db }) {
    return db.query('SELECT id, name, color FROM system_colors ORDER BY sort, id');
  },

  async getKlientInfo(body, { db }) {
    const data = payload(body, 'dataKlientDirectory');
    if (!isBlankKey(data.id)) {
      const client = await selectOne(db, CLIENTS, parseId(data.id));
      if (!client) throw new CrmError('NOT_FOUND', 'Клиент не найден');
      return client;
    }
    const digits =
      typeof data.phone === 'string' || typeof data.phone === 'number'
        ? String(data.phone).replace(/\D/g, '')
        : '';
    if (digits.length < 5) throw new CrmError('VALIDATION', 'Укажите id клиента или номер телефона');
    // Phones are typed in many shapes (+7 (916) …, 8916…): compare the last ten digits. The
    // expression is indexed as written (migration 011): change both together.
    const [row] = await db.query<{ id: number }>(
      `SELECT id FROM clients
        WHERE right(regexp_replace(phone, '\\D', '', 'g'), 10) = right($1, 10)
        ORDER BY deleted, id LIMIT 1`,
      [digits],
    );
    const client = row ? await selectOne(db, CLIENTS, row.id) : null;
    if (!client) throw new CrmError('NOT_FOUND', 'Клиент не найден');
    return client;
  },

  /**
   * Moves record idOld to where idNew stands; the records in between shift by one and the list
   * is renumbered 1..n. SortsOld/SortsNew are not trusted: the client's numbers may be stale
   * (another user reordered meanwhile), the ids are not.
   */
  async setUpdateSortable(body, { db }) {
    const data = payload(body, 'idOrder');
    const name = data.typeDataBase;
    const list = typeof name === 'string' ? findList(name) : undefined;
    if (!list?.sortable) {
      throw new CrmError(
        'VALIDATION',
        `Поле «typeDataBase»: список ${JSON.stringify(name ?? null)} не упорядочивается`,
      );
    }
    const idOld = parseId(data.idOld, 'idOld');
    const idNew = parseId(data.idNew, 'idNew');
    return db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        `SELECT id FROM "${list.table}" ORDER BY sort, id FOR UPDATE`,
      );
      const from = rows.findIndex((r) => r.id === idOld);
      const to = rows.findIndex((r) => r.id === idNew);
      if (from < 0 || to < 0) throw new CrmError('NOT_FOUND');
      const [moved] = rows.splice(from, 1);
      rows.splice(to, 0, moved);
      await tx.query(
        `UPDATE "${list.table}" AS t SET sort = v.sort
           FROM unnest($1::int[], $2::int[]) AS v(id, sort)
          WHERE t.id = v.id AND t.sort <> v.sort`,
        [rows.map((r) => r.id), rows.map((_, i) => i + 1)],
      );
      return { data: await selectAll(tx, list), TYPE_REDUCER: `SET_ALL_${upperSnake(list.remote)}` };
    });
  },
};
