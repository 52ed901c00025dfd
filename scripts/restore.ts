/**
 * `npm run restore -- <file>`: restores a backup of the embedded database into DATA_DIR (the
 * server must be stopped: the data dir's lock is refused otherwise). `<file>` is a path or a name
 * from `npm run restore -- --list`, which lists the backups of BACKUP_DIR.
 * What it checks, in order, and what it keeps: crm/backup/restore.ts, docs/operations.md#restore.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listBackups } from '../crm/backup/files';
import { restoreBackup } from '../crm/backup/restore';
import { loadCrmConfig } from '../crm/config';
import { loadOrExit } from '../schema/process';

const kb = (n: number) => `${(n / 1024).toFixed(0)} КБ`;

async function main(): Promise<number> {
  // The CRM's own settings: DATA_DIR and BACKUP_DIR mean the same as for the server (schema/env.ts).
  const config = loadOrExit('restore', () => loadCrmConfig());
  const arg = process.argv[2];
  if (!arg || arg === '--help') {
    console.log('npm run restore -- --list        список копий в BACKUP_DIR (list the backups)');
    console.log(
      'npm run restore -- <файл|имя>    восстановить копию (restore a backup; stop the server first)',
    );
    return arg ? 0 : 2;
  }
  if (arg === '--list') {
    const all = listBackups(config.backup.dir);
    if (all.length === 0) console.log(`В ${config.backup.dir} копий нет (no backups).`);
    for (const b of all) {
      const counts = b.counts.map((c) => `${c.table} ${c.rows}`).join(', ');
      console.log(`${b.name}  ${kb(b.sizeBytes)}  ${counts}`);
    }
    return 0;
  }
  const file = existsSync(arg) ? arg : join(config.backup.dir, arg);
  const result = await restoreBackup({ file, dataDir: config.dataDir, log: (l) => console.log(l) });
  console.log(`Готово (done). Таблицы: ${result.counts.map((c) => `${c.table} ${c.rows}`).join(', ')}`);
  if (result.migrationsApplied.length > 0)
    console.log(`Применены миграции (migrations applied): ${result.migrationsApplied.join(', ')}`);
  if (result.keptAside)
    console.log(`Прежняя база сохранена в (previous database kept in) ${result.keptAside}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`restore: ${err.message}`);
    process.exit(1);
  },
);
