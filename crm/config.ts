/**
 * The standalone CRM's only reader of process.env (`npm run crm`, scripts/volume.ts). The embedded
 * CRM reads nothing: the gateway passes its own config through startCrm's options, so one
 * SHOP_TIMEZONE, DATA_DIR or DATABASE_URL means the same to both processes (schema/env.ts).
 */
import { resolve } from 'node:path';
import {
  backupEnv,
  int,
  shopTimezone,
  url,
  webhookEnv,
  type BackupEnv,
  type Env,
  type WebhookEnv,
} from '../schema/env';
import type { MailSettings } from './marketing/transport';

export interface CrmConfig {
  /** CRM_PORT; the standalone CRM's default, 4000, when unset or 0. */
  port: number;
  /** CRM_API_KEY; null when unset (crm/main.ts refuses to start without one). */
  apiKey: string | null;
  dataDir: string;
  databaseUrl: string | null;
  logLevel: string;
  /** The shop's calendar: today, undated orders and documents, warehouse days (schema/time-zone.ts). */
  shopTimezone: string;
  mail: MailSettings;
  /** Online backups of this CRM's database (crm/backup, docs/operations.md#backups). */
  backup: BackupEnv;
  webhooks: WebhookEnv;
}

export const DEFAULT_CRM_PORT = 4000;

export function loadCrmConfig(env: Env = process.env): CrmConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: int(env, 'CRM_PORT', 0) || DEFAULT_CRM_PORT,
    apiKey: env.CRM_API_KEY || null,
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    logLevel: env.LOG_LEVEL || 'info',
    shopTimezone: shopTimezone(env),
    mail: {
      smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
      from: env.MAIL_FROM || 'Flora CRM <no-reply@localhost>',
    },
    backup: backupEnv(env, dataDir),
    webhooks: webhookEnv(env),
  };
}
