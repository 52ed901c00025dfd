/**
 * The dump a test file's in-memory CRM starts from (tests/crm-template.ts), or null to migrate and
 * seed afresh. The seed dates its orders, shifts and documents up to the day it ran, so a dump
 * made before the shop's midnight is stale after it: a run that crossed midnight in Moscow
 * (21:00 UTC) failed later files on «tomorrow has deliveries». Such files pay the fresh seed
 * (a few seconds) instead; every other file keeps the fast start.
 */
import { inject } from 'vitest';
import { DEFAULT_SHOP_TIMEZONE, todayIn } from '../schema/time-zone';

export function seededTemplate(): string | null {
  return inject('crmTemplateDay') === todayIn(DEFAULT_SHOP_TIMEZONE) ? inject('crmTemplate') : null;
}

/**
 * The dump of a fresh cluster (initdb only, tests/crm-template.ts): for an in-memory database a
 * test migrates itself, from scratch or from an old version, without paying initdb again.
 */
export function emptyTemplate(): string {
  return inject('crmEmptyTemplate');
}

/**
 * The dump of a cluster migrated to all but the last `OLDER_BY` migrations (tests/crm-template.ts),
 * not seeded: a database as an older version of the CRM left it, without migrating one afresh.
 */
export function olderTemplate(): string {
  return inject('crmOlderTemplate');
}
