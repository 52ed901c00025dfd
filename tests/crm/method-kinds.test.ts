/**
 * Read or write is declared once per CRM call (schema/crm-methods.ts) and decides the gateway's
 * retries, its cache and the /api access rule. Every method the CRM serves must be declared, and
 * nothing declared may be missing from the CRM: a new handler without a kind fails here.
 */
import { describe, expect, it } from 'vitest';
import { backupDomain } from '../../crm/backup/domain';
import { DOMAINS } from '../../crm/domains';
import { eventsDomain } from '../../crm/events/poll';
import { CRM_METHODS, crmCallKind } from '../../schema/crm-methods';

// The backup area is added by startCrm beside the others (crm/server.ts), bound to its service;
// the events area by buildCrmApp (crm/app.ts), bound to its wake-ups.
const areas = {
  ...DOMAINS,
  backup: backupDomain(() => null),
  events: eventsDomain({ signal: new AbortController().signal, close: async () => {} }),
};
const served = Object.entries(areas).flatMap(([area, domain]) =>
  Object.keys(domain).map((m) => `${area}/${m}`),
);

describe('schema/crm-methods.ts', () => {
  it('declares a kind for every method the CRM serves', () => {
    expect(served.filter((key) => !CRM_METHODS.has(key))).toEqual([]);
  });

  it('declares no method the CRM does not serve', () => {
    expect([...CRM_METHODS.keys()].filter((key) => !served.includes(key))).toEqual([]);
  });

  it('the reads are the calls that change nothing, named as such where the verb does not say it', () => {
    expect(crmCallKind('order', 'getOrderPage')).toBe('read');
    expect(crmCallKind('auth', 'profile')).toBe('read');
    expect(crmCallKind('health', 'ping')).toBe('read');
    expect(crmCallKind('audit', 'list')).toBe('read');
    expect(crmCallKind('order', 'checkCheckoutCodes')).toBe('read');
    expect(crmCallKind('auth', 'login')).toBe('write');
    expect(crmCallKind('order', 'newOrder')).toBe('write');
    expect(crmCallKind('reference', 'setSaveNewConsignment')).toBe('write');
    expect(crmCallKind('order', 'noSuchCall')).toBeUndefined();
  });
});
