/**
 * Lists on disk: changes survive a restart, and a database created and seeded before migration
 * 002 gets its employees' positions converted and the new lists seeded. Both use PGlite on
 * purpose (an on-disk directory, an in-memory database), whatever DATABASE_URL says.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../crm/db/connect';
import { loadMigrations, migrate } from '../../crm/db/migrate';
import { seedIfEmpty } from '../../crm/db/seed';
import { startCrm } from '../../crm/server';
import { LOCAL, call, type TestCrm } from './helper';
import { createSample, getAll, list, type Rec } from './list-samples';
import { seededTempDir } from '../seeded-dir';
import { emptyTemplate } from '../seeded-template';

// Each test opens fresh PGlite databases: migrations and the whole first-start seed, twice.
const SLOW = 120_000;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<TestCrm> {
  const apiKey = randomBytes(12).toString('hex');
  return { ...(await startCrm({ dataDir, databaseUrl: null, apiKey })), apiKey };
}

describe.skipIf(!LOCAL)('lists on an on-disk PGlite directory', () => {
  it(
    'keep created, updated, switched-off and reordered records across a restart',
    async () => {
      const dir = seededTempDir('crm-lists-');
      dirs.push(dir);
      const first = await start(dir);
      const promo = (await createSample(first, list('Promocode'))).record;
      const markup = (await createSample(first, list('Markup'))).record;
      await call(first, '/reference/setMarkupUpdate', { dataMarkupUpdate: { id: markup.id, percent: 42.5 } });
      await call(first, '/reference/setPromocodeActive', { id: promo.id, val: 0 });
      const statuses = await getAll(first, list('StatusOrder'));
      const last = statuses[statuses.length - 1];
      const sorted = await call<{ data: Rec[] }>(first, '/reference/setUpdateSortable', {
        idOrder: { idOld: last.id, idNew: statuses[0].id, typeDataBase: 'StatusOrder' },
      });
      await first.close();

      const second = await start(dir);
      try {
        const promos = await getAll(second, list('Promocode'));
        expect(promos.find((p) => p.id === promo.id)).toEqual({ ...promo, active: false });
        const markups = await getAll(second, list('Markup'));
        expect(markups.find((m) => m.id === markup.id)?.percent).toBe(42.5);
        expect(await getAll(second, list('StatusOrder'))).toEqual(sorted.body.data!.data);
        // The seed did not run again.
        expect(markups.filter((m) => m.name === 'Стандартная')).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
    SLOW,
  );
});

describe('a database from before migration 002', () => {
  it(
    'turns employee positions into linked records and seeds only the empty lists',
    async () => {
      // Initdb's cluster from the run's dump (the same files, without paying initdb again).
      const db = await connect({ dataDir: 'memory://', template: emptyTemplate() });
      try {
        const [initial] = loadMigrations();
        await migrate(db, [initial]);
        await db.exec(`
        INSERT INTO affiliates (name) VALUES ('Старый филиал');
        INSERT INTO users (email, name, username, password_hash, role, type_account)
          VALUES ('old@example.com', 'Старый', 'old', 'x', 'SA', 'flower_shop');
        INSERT INTO employees (full_name, position) VALUES
          ('Первый', 'Флорист'), ('Второй', ' флорист '), ('Третий', 'Водитель'), ('Четвёртый', '');
        INSERT INTO payment_types (name) VALUES ('Наличные');`);

        await migrate(db);
        const positions = await db.query<{ id: number; name: string }>(
          'SELECT id, name FROM worker_positions ORDER BY sort',
        );
        expect(positions.map((p) => p.name)).toEqual(['Флорист', 'Водитель']);
        const employees = await db.query<{ full_name: string; position_id: number | null }>(
          'SELECT full_name, position_id FROM employees ORDER BY id',
        );
        const [florist, driver] = positions.map((p) => p.id);
        expect(employees.map((e) => e.position_id)).toEqual([florist, florist, driver, null]);
        const columns = await db.query(
          `SELECT 1 FROM information_schema.columns WHERE table_name = 'employees' AND column_name = 'position'`,
        );
        expect(columns).toHaveLength(0);

        expect(await seedIfEmpty(db)).toBe(true);
        const [counts] = await db.query<Record<string, number>>(`SELECT
        (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM employees) AS employees,
        (SELECT count(*) FROM worker_positions) AS positions, (SELECT count(*) FROM payment_types) AS payments,
        (SELECT count(*) FROM change_list) AS change, (SELECT count(*) FROM system_colors) AS colors,
        (SELECT count(*) FROM outlets) AS outlets, (SELECT count(*) FROM order_statuses) AS statuses`);
        expect(counts).toMatchObject({ users: 1, employees: 4, positions: 2, payments: 1 });
        expect(counts.change).toBeGreaterThan(0);
        expect(counts.colors).toBeGreaterThanOrEqual(12);
        expect(counts.outlets).toBeGreaterThan(0);
        expect(counts.statuses).toBeGreaterThan(0);
        // A second start seeds nothing.
        expect(await seedIfEmpty(db)).toBe(false);
      } finally {
        await db.close();
      }
    },
    SLOW,
  );
});
