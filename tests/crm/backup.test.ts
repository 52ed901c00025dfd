/**
 * Online backups and the restore (issue 19, crm/backup, docs/operations.md#backups): a backup
 * taken while orders are written holds every order acknowledged before it started; rotation keeps
 * exactly the configured set; a damaged backup or a data dir in use is refused and nothing
 * changes; an older backup is migrated up on restore; a failure reaches the bell.
 */
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupName, checksumFile, listBackups, sha256Line, sha256Of } from '../../crm/backup/files';
import { restoreBackup } from '../../crm/backup/restore';
import { createBackupService } from '../../crm/backup/service';
import { rotate, takeBackup } from '../../crm/backup/take';
import { connect, MEMORY, type Db } from '../../crm/db/connect';
import { loadMigrations, migrate } from '../../crm/db/migrate';
import { initdbDataDir } from '../seeded-dir';
import { OLDER_BY } from '../crm-template';
import { olderTemplate } from '../seeded-template';
import { call, PLANS, startTestCrm } from './helper';
import { create, newOrderData, t, type Order } from './orders-helper';

const quiet = { info: () => undefined, error: () => undefined };
const dirs: string[] = [];
const tmp = (tag: string) => {
  const d = mkdtempSync(join(tmpdir(), `backup-${tag}-`));
  dirs.push(d);
  return d;
};

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

// One CRM for the file (a start from the template is about a second of CPU): the online backups
// are taken from it. And one unseeded database as an older version of the CRM left it (the run's
// dump, tests/crm-template.ts: no migrations to run here), which the restore of an older backup
// needs, and which also serves the tests where what a backup holds does not matter, only that it
// is valid: rotation's four backups and the refusals' one each dump and gzip a schema without the
// seeded shop's orders.
let backupDir: string;
let older: Db;
beforeAll(async () => {
  if (!PLANS) return;
  backupDir = tmp('dir');
  older = await connect({ dataDir: MEMORY, template: olderTemplate() });
  t.crm = await startTestCrm({ backup: { dir: backupDir, intervalHours: 0 } });
  const db = t.crm.db!;
  t.products = await db.query('SELECT id, name FROM products WHERE NOT deleted ORDER BY id LIMIT 3');
  t.payments = await db.query('SELECT id, name FROM payment_types ORDER BY id LIMIT 1');
  const [admin] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@example.com'");
  t.adminId = admin.id;
});
afterAll(async () => {
  await t.crm?.close();
  await older?.close();
});

describe.skipIf(!PLANS)('online backups (embedded PGlite)', () => {
  it('a backup taken while 200 orders are written holds every order acknowledged before it started', async () => {
    const acknowledged: number[] = [];
    let started = false;
    let atStart: number[] = [];
    let backup: Promise<{ backup: { name: string } | null; error: string | null }> | null = null;
    // 8 tills writing 25 orders each; the backup starts once 80 are in, while the rest go on.
    const till = async () => {
      for (let i = 0; i < 25; i++) {
        const order: Order = await create(newOrderData());
        acknowledged.push(order.id);
        if (!started && acknowledged.length >= 80) {
          started = true;
          atStart = [...acknowledged];
          backup = call<{ backup: { name: string } | null; error: string | null }>(
            t.crm,
            '/backup/runBackup',
          ).then((r) => r.body.data!);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, till));
    expect(acknowledged).toHaveLength(200);
    const taken = await backup!;
    expect(taken.error).toBeNull();

    const dataDir = tmp('restored');
    const result = await restoreBackup({ file: join(backupDir, taken.backup!.name), dataDir });
    expect(result.keptAside).toBeNull();
    const db = await connect({ dataDir });
    try {
      const ids = new Set(
        (await db.query<{ id: number }>('SELECT id FROM orders WHERE id = ANY($1)', [acknowledged])).map(
          (r) => r.id,
        ),
      );
      for (const id of atStart) expect(ids.has(id)).toBe(true);
      // Opens cleanly: current schema, and every order's lines came with it (no half transaction).
      expect(await migrate(db)).toEqual([]);
      const orphans = await db.query(
        'SELECT o.id FROM orders o WHERE o.id = ANY($1) AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)',
        [[...ids]],
      );
      expect(orphans).toEqual([]);
    } finally {
      await db.close();
    }
  }, 180_000);

  it('lists backups with their size and table counts, and a checksum beside each', async () => {
    const reply = await call<{
      backups: { name: string; sizeBytes: number; counts: { table: string; rows: number }[] }[];
    }>(t.crm, '/backup/getBackupList');
    const [newest] = reply.body.data!.backups;
    expect(newest.sizeBytes).toBeGreaterThan(0);
    expect(newest.counts.find((c) => c.table === 'orders')!.rows).toBeGreaterThanOrEqual(80);
    const file = join(backupDir, newest.name);
    expect(readFileSync(checksumFile(file), 'utf8')).toBe(sha256Line(await sha256Of(file), file));
    expect(readdirSync(backupDir).some((f) => f.endsWith('.partial'))).toBe(false);
  });

  it('rotation with a fake clock keeps exactly the configured number of daily backups', async () => {
    const dir = tmp('rot-service');
    let clock = Date.parse('2026-03-01T22:00:00Z');
    // What rotation keeps depends on the backups' times, not on what is in them.
    const service = createBackupService({
      db: older,
      settings: { dir, intervalHours: 24, retention: { daily: 2, weekly: 0, monthly: 0 } },
      log: quiet,
      now: () => new Date(clock),
    });
    for (let day = 0; day < 4; day++) {
      await service.run();
      clock += 86_400_000;
    }
    expect(service.list().map((b) => b.at)).toEqual(['2026-03-04T22:00:00.000Z', '2026-03-03T22:00:00.000Z']);
  }, 60_000);

  it('a failed backup is logged, raised in the bell for the superadmin only, and reported', async () => {
    const notADir = join(tmp('fail'), 'file');
    writeFileSync(notADir, 'x');
    const errors: string[] = [];
    const service = createBackupService({
      db: t.crm.db!,
      settings: { dir: notADir, intervalHours: 0 },
      log: { info: () => undefined, error: (_o: unknown, msg?: string) => void errors.push(String(msg)) },
    });
    await expect(service.run()).rejects.toThrow();
    expect(errors).toContain('backup failed');
    expect(service.status().lastError).toBeTruthy();
    const forSa = await call<{ kind: string; title: string }[]>(
      t.crm,
      '/notification/getAllNotificationList',
      {},
    );
    expect(forSa.body.data!.filter((n) => n.kind === 'backup_failed')).toEqual([
      expect.objectContaining({ title: 'Резервная копия не сделана' }),
    ]);
    const forShop = await call<{ kind: string }[]>(t.crm, '/notification/getAllNotificationList', {
      shopType: 'flower_shop',
    });
    expect(forShop.body.data!.some((n) => n.kind === 'backup_failed')).toBe(false);
  });
});

/** Every backup name of a run of backups every 6 hours from `from` to `to`, as empty files. */
function fillBackups(dir: string, from: string, to: string): void {
  for (let at = Date.parse(from); at <= Date.parse(to); at += 6 * 3_600_000) {
    const name = backupName(new Date(at), 'pglite');
    writeFileSync(join(dir, name), '');
    writeFileSync(join(dir, `${name}.sha256`), '');
  }
}

describe('rotation', () => {
  it('keeps the newest of the last 7 days, 4 ISO weeks and 12 months, and nothing else', () => {
    const dir = tmp('rot');
    fillBackups(dir, '2025-01-01T00:00:00Z', '2026-02-04T18:00:00Z');
    rotate(dir, { daily: 7, weekly: 4, monthly: 12 });
    const at = (d: string) => `${d}T18:00:00.000Z`;
    const expected = [
      ...['2026-02-04', '2026-02-03', '2026-02-02', '2026-02-01', '2026-01-31', '2026-01-30', '2026-01-29'],
      ...['2026-01-25', '2026-01-18'], // weeks 4 and 3 of 2026 (weeks 6 and 5 are among the days)
      ...['2025-12-31', '2025-11-30', '2025-10-31', '2025-09-30', '2025-08-31', '2025-07-31'],
      ...['2025-06-30', '2025-05-31', '2025-04-30', '2025-03-31'],
    ].map(at);
    expect(listBackups(dir).map((b) => b.at)).toEqual(expected);
    // The sidecars of a deleted backup go with it.
    expect(readdirSync(dir).filter((f) => f.endsWith('.sha256'))).toHaveLength(expected.length);
  });
});

describe.skipIf(!PLANS)('restore refuses', () => {
  let good: string;

  beforeAll(async () => {
    // Any valid backup will do: one of the file's unseeded database.
    good = join(tmp('src'), backupName(new Date('2026-01-10T10:00:00Z'), 'pglite'));
    await takeBackup(older, { dir: join(good, '..'), now: new Date('2026-01-10T10:00:00Z') });
  }, 120_000);

  const copyOf = (tag: string) => {
    const file = join(tmp(tag), backupName(new Date('2026-01-10T10:00:00Z'), 'pglite'));
    copyFileSync(good, file);
    copyFileSync(checksumFile(good), checksumFile(file));
    return file;
  };

  async function expectRefused(file: string, message: RegExp) {
    const dataDir = tmp('target');
    await expect(restoreBackup({ file, dataDir })).rejects.toThrow(message);
    // Nothing changed: no database, nothing kept aside, no half-restored directory, no lock left.
    expect(readdirSync(dataDir)).toEqual([]);
  }

  it('a truncated backup (even with a checksum made for it) with a clear message', async () => {
    const file = copyOf('trunc');
    truncateSync(file, Math.floor(readFileSync(file).length / 2));
    await expectRefused(file, /Контрольная сумма не совпадает.*checksum mismatch/);
    writeFileSync(checksumFile(file), sha256Line(await sha256Of(file), file));
    await expectRefused(file, /Архив копии повреждён или обрезан.*cut off/);
  });

  it('a corrupted backup', async () => {
    const file = copyOf('corrupt');
    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(file, bytes);
    await expectRefused(file, /повреждена.*corrupted/);
  });

  it('a backup without its checksum file', async () => {
    const file = copyOf('nosum');
    rmSync(checksumFile(file));
    await expectRefused(file, /контрольной суммы.*checksum file missing/);
  });

  it('onto a data directory a running server holds', async () => {
    const dataDir = initdbDataDir(tmp('busy'));
    const db = await connect({ dataDir });
    try {
      await expect(restoreBackup({ file: copyOf('busy'), dataDir })).rejects.toThrow(
        /занята работающим сервером.*in use by a running server/,
      );
      expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
      expect(readdirSync(dataDir).some((f) => f.startsWith('data.before-restore'))).toBe(false);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe.skipIf(!PLANS)('restore of an older backup', () => {
  it('runs the migrations the backup predates, and keeps the replaced database aside', async () => {
    const all = loadMigrations();
    const dir = tmp('old');
    // The file's database as it was OLDER_BY (3) migrations ago.
    expect(await older.query('SELECT version FROM schema_migrations ORDER BY version')).toEqual(
      all.slice(0, -OLDER_BY).map((m) => ({ version: m.version })),
    );
    const { name } = await takeBackup(older, { dir, now: new Date('2025-06-01T08:00:00Z') });
    // A database already there (as after a disk was swapped): it is kept aside, not deleted.
    // Initdb's cluster is one whatever the day (the seeded template is not after midnight).
    const dataDir = initdbDataDir(tmp('older-target'));
    const result = await restoreBackup({
      file: join(dir, name),
      dataDir,
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(result.migrationsApplied).toEqual(all.slice(-OLDER_BY).map((m) => m.version));
    expect(result.keptAside).toBe(join(dataDir, 'data.before-restore-2026-01-01T00-00-00Z'));
    expect(existsSync(join(result.keptAside!, 'pglite'))).toBe(true);
    expect(result.counts.map((c) => c.table)).toContain('orders');
    const restored = await connect({ dataDir });
    try {
      expect(await migrate(restored)).toEqual([]);
    } finally {
      await restored.close();
    }
  }, 180_000);
});
