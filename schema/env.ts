/**
 * How a setting is read from an environment, shared by the two config readers (gateway/config.ts
 * and crm/config.ts), so SHOP_TIMEZONE, DATA_DIR or CRM_PORT mean the same in both processes.
 * Nothing here touches process.env: each reader is handed the environment it reads.
 */
import { join, resolve } from 'node:path';
import { DEFAULT_SHOP_TIMEZONE, isTimeZone } from './time-zone';

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

export function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

export function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol))
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}`);
  return raw.replace(/\/+$/, '');
}

/** SHOP_TIMEZONE: the shop's calendar (schema/time-zone.ts); a typo stops the start, not a report. */
export function shopTimezone(env: Env): string {
  const zone = env.SHOP_TIMEZONE || DEFAULT_SHOP_TIMEZONE;
  if (!isTimeZone(zone))
    throw new ConfigError(`SHOP_TIMEZONE must be an IANA time zone such as Europe/Moscow, got "${zone}"`);
  return zone;
}

/** The online backups' settings (docs/operations.md#backups), the same in the gateway and a standalone CRM. */
export interface BackupEnv {
  /** BACKUP_DIR, default DATA_DIR/backups. */
  dir: string;
  /** BACKUP_COPY_DIR: every backup is copied there too (a mounted disk, a synced folder). */
  copyDir: string | null;
  /** BACKUP_INTERVAL_HOURS between scheduled backups; 0 turns the schedule off. */
  intervalHours: number;
  /** How many daily, weekly and monthly backups rotation keeps (BACKUP_KEEP_*). */
  retention: { daily: number; weekly: number; monthly: number };
}

export function backupEnv(env: Env, dataDir: string): BackupEnv {
  return {
    dir: resolve(env.BACKUP_DIR || join(dataDir, 'backups')),
    copyDir: env.BACKUP_COPY_DIR ? resolve(env.BACKUP_COPY_DIR) : null,
    intervalHours: int(env, 'BACKUP_INTERVAL_HOURS', 24),
    retention: {
      daily: int(env, 'BACKUP_KEEP_DAILY', 7, 1),
      weekly: int(env, 'BACKUP_KEEP_WEEKLY', 4),
      monthly: int(env, 'BACKUP_KEEP_MONTHLY', 12),
    },
  };
}

/** The webhooks' settings (docs/integrations.md «Webhooks»), the same in the gateway and a standalone CRM. */
export interface WebhookEnv {
  /**
   * WEBHOOKS_ALLOW_PRIVATE: endpoints on loopback, private and link-local addresses are allowed
   * (a receiver on the shop's own network; the tests' receiver on 127.0.0.1). Off by default: a
   * webhook must not turn the CRM into a door into the shop's network.
   */
  allowPrivate: boolean;
}

export const webhookEnv = (env: Env): WebhookEnv => ({
  allowPrivate: bool(env, 'WEBHOOKS_ALLOW_PRIVATE', false),
});
