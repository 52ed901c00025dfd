/** Seed steps of the tables of the first schema: branches, accounts, staff, clients, catalogue. */
import { CATALOG_STEP } from './catalog';
import { ACCOUNTS, AFFILIATE, CLIENTS, EMPLOYEES, ORDER_STATUSES, PAYMENT_TYPES } from './data';
import { MORE_AFFILIATES, POSITIONS } from './lists-data';
import { ids, insertSorted, type SeedStep } from './steps';

export const CORE_STEPS: readonly SeedStep[] = [
  {
    table: 'affiliates',
    run: (tx) =>
      insertSorted(
        tx,
        'affiliates',
        ['name', 'address', 'phone'],
        [AFFILIATE, ...MORE_AFFILIATES].map((a) => [a.name, a.address, a.phone]),
      ),
  },
  {
    table: 'users',
    async run(tx, ctx) {
      const [affiliateId] = await ids(tx, 'affiliates');
      const hashes = await ctx.hashes();
      await insertSorted(
        tx,
        'users',
        ['email', 'name', 'username', 'password_hash', 'role', 'type_account', 'access_page', 'affiliate_id'],
        ACCOUNTS.map((a, i) => [
          a.email,
          a.name,
          a.username,
          hashes[i],
          a.role,
          a.typeAccount,
          [...a.accessPage],
          affiliateId ?? null,
        ]),
      );
    },
  },
  {
    table: 'order_statuses',
    run: (tx) => insertSorted(tx, 'order_statuses', ['name', 'color', 'cancels'], ORDER_STATUSES),
  },
  {
    table: 'payment_types',
    // Everything but cash goes through the bank.
    run: (tx) =>
      insertSorted(
        tx,
        'payment_types',
        ['name', 'cashless'],
        PAYMENT_TYPES.map((name) => [name, name !== 'Наличные']),
      ),
  },
  {
    table: 'worker_positions',
    run: (tx) =>
      insertSorted(
        tx,
        'worker_positions',
        ['name'],
        POSITIONS.map((p) => [p]),
      ),
  },
  {
    table: 'employees',
    async run(tx) {
      const [affiliateId] = await ids(tx, 'affiliates');
      const positions = new Map<string, number>();
      const rows = await tx.query<{ id: number; name: string }>('SELECT id, name FROM worker_positions');
      for (const r of rows) positions.set(r.name.toLowerCase(), r.id);
      // Positions may have been renamed since; an employee's position is then added back.
      for (const [, position] of EMPLOYEES) {
        if (positions.has(position.toLowerCase())) continue;
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO worker_positions (name, sort)
           VALUES ($1, (SELECT coalesce(max(sort), 0) + 1 FROM worker_positions)) RETURNING id`,
          [position],
        );
        positions.set(position.toLowerCase(), row.id);
      }
      await insertSorted(
        tx,
        'employees',
        ['full_name', 'position_id', 'phone', 'affiliate_id'],
        EMPLOYEES.map(([fullName, position, phone]) => [
          fullName,
          positions.get(position.toLowerCase()),
          phone,
          affiliateId ?? null,
        ]),
      );
    },
  },
  {
    table: 'clients',
    run: (tx) =>
      insertSorted(
        tx,
        'clients',
        ['last_name', 'first_name', 'patronymic', 'phone', 'email', 'birthday', 'comment'],
        CLIENTS.map((c) => [c.lastName, c.firstName, c.patronymic, c.phone, c.email, c.birthday, c.comment]),
      ),
  },
  CATALOG_STEP,
];
