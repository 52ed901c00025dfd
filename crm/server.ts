/**
 * The embedded CRM as one call: open storage, migrate, seed a fresh database, listen on
 * loopback, start the mail worker. The gateway starts it when no remote CRM is configured; crm/main.ts runs it alone.
 */
import { buildCrmApp } from './app';
import { backupDomain } from './backup/domain';
import { createBackupService, type BackupService, type BackupSettings } from './backup/service';
import { connect, type Db } from './db/connect';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { DOMAINS } from './domains';
import { createDelivery } from './marketing/delivery';
import { createWebhookWorker, type WebhookSettings, type WebhookWorker } from './webhooks/worker';
import type { MailSettings } from './marketing/transport';
import { DEFAULT_SHOP_TIMEZONE } from '../schema/time-zone';

export interface StartCrmOptions {
  /** Default 127.0.0.1: the CRM trusts anyone with the key, so it stays off the network. */
  host?: string;
  /** 0 (default) picks any free port. */
  port?: number;
  apiKey: string;
  /** PGlite data lives in `<dataDir>/pglite`; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** postgres://… stores everything in that PostgreSQL database instead of PGlite. */
  databaseUrl?: string | null;
  /** With 'memory://': start from this dump of a migrated, seeded database (db/connect.ts). */
  template?: string | null;
  logger?: boolean | object;
  /** Client mailings: SMTP when smtpUrl is set, else the log transport (docs/marketing.md). */
  mail?: MailSettings;
  /**
   * The shop's calendar (SHOP_TIMEZONE, schema/time-zone.ts): the gateway passes its own, so both
   * processes agree on "today". Default Europe/Moscow.
   */
  timeZone?: string;
  /** Online backups (crm/backup, docs/operations.md); unset: no schedule and no `backup` area. */
  backup?: BackupSettings | null;
  /** Webhook delivery (crm/webhooks/worker.ts); default: private addresses refused. */
  webhooks?: WebhookSettings;
  /** The clock of bonus expiry (CrmContext.now); default the real one. Tests only. */
  now?: () => Date;
}

export interface RunningCrm {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
  db: Db;
  backups: BackupService | null;
  /** The webhook worker: tests and the bench run a pass and wait for it. */
  webhooks: WebhookWorker;
}

export async function startCrm(opts: StartCrmOptions): Promise<RunningCrm> {
  if (!opts.apiKey) throw new Error('The CRM needs an API key');
  const timeZone = opts.timeZone ?? DEFAULT_SHOP_TIMEZONE;
  const db = await connect({
    dataDir: opts.dataDir,
    databaseUrl: opts.databaseUrl,
    template: opts.template,
  });
  const delivery = createDelivery(db, opts.mail);
  const webhooks = createWebhookWorker(db, opts.webhooks ?? { allowPrivate: false });
  // The `backup` area reads the service once the app (whose log it writes to) exists.
  let backups: BackupService | null = null;
  const registry = { ...DOMAINS, backup: backupDomain(() => backups) };
  const app = buildCrmApp({
    db,
    apiKey: opts.apiKey,
    logger: opts.logger,
    delivery,
    registry,
    timeZone,
    webhooks,
    now: opts.now,
  });
  if (opts.backup) {
    backups = createBackupService({ db, settings: opts.backup, databaseUrl: opts.databaseUrl, log: app.log });
  }
  const host = opts.host ?? '127.0.0.1';
  try {
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'applied migrations');
    if (await seedIfEmpty(db, timeZone)) app.log.info('seeded a fresh database');
    await app.listen({ host, port: opts.port ?? 0 });
    await delivery.start(app.log);
    await webhooks.start(app.log);
    backups?.start();
  } catch (err) {
    await webhooks.stop();
    await delivery.stop();
    await app.close();
    await db.close();
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    db,
    backups,
    webhooks,
    close() {
      // Stop taking requests and let those in flight finish before the storage goes away.
      closing ??= app
        .close()
        .finally(() => backups?.stop())
        .finally(() => delivery.stop())
        .finally(() => webhooks.stop())
        .finally(() => db.close());
      return closing;
    },
  };
}
