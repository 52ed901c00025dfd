/**
 * Which CRM calls are retried and when: reads only (retry.ts isReadCall, checked against every
 * method the embedded CRM serves: none of them changes a row), only after a transport failure,
 * never after the CRM answered, and never a write. Counted on real fake CRMs.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { seededTemplate } from '../seeded-template';
import { startCrm } from '../../crm/server';
import { DOMAINS } from '../../crm/domains';
import type { Config } from '../../gateway/config';
import {
  UpstreamRemoteError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} from '../../gateway/upstream/errors';
import { isReadCall, withRetries } from '../../gateway/upstream/retry';
import type { Upstream } from '../../gateway/upstream/types';
import { createUndiciUpstream } from '../../gateway/upstream/undici';
import { closeFakeCrms, fakeCrm, FAULTS, ok, type FaultName } from './upstream-helper';

const SETTINGS: Config['upstream'] = {
  connections: 4,
  connectTimeoutMs: 500,
  headersTimeoutMs: 200,
  bodyTimeoutMs: 200,
  readRetries: 2,
  maxReplyBytes: 64 * 1024,
  breakerFailures: 1000,
  breakerCooldownMs: 1000,
};

const clients: Upstream[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(closeFakeCrms);

function client(url: string, apiKey = 'k'): Upstream {
  const c = createUndiciUpstream({ url, apiKey, settings: SETTINGS });
  clients.push(c);
  return c;
}

const settle = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err,
  );

describe('what a read is', () => {
  const all = Object.entries(DOMAINS).flatMap(([area, methods]) =>
    Object.keys(methods).map((method) => [area, method] as const),
  );

  it('is get* plus the reads schema/crm-methods.ts names; sign-in and sign-out are writes', () => {
    const reads = all.filter(([area, method]) => isReadCall(area, method)).map(([a, m]) => `${a}/${m}`);
    expect(reads.filter((c) => !/\/get[A-Z]/.test(c)).sort()).toEqual([
      'audit/list',
      'auth/profile',
      'health/ping',
      'integration/verifyToken',
      'order/checkCheckoutCodes',
    ]);
    for (const call of [
      'auth/login',
      'auth/register',
      'auth/logout',
      'order/newOrder',
      'order/EditOrderData',
    ])
      expect(isReadCall(...(call.split('/') as [string, string])), call).toBe(false);
  });

  it('no call classed as a read changes a row of the embedded CRM', async () => {
    const crm = await startCrm({
      dataDir: 'memory://',
      template: seededTemplate(),
      apiKey: 'read-check-key',
    });
    try {
      const tables = (
        await crm.db.query<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
        )
      ).map((t) => t.name);
      const snapshot = async () => {
        const sums: Record<string, unknown> = {};
        for (const table of tables) {
          const [row] = await crm.db.query<{ sum: string }>(
            `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM "${table}" t`,
          );
          sums[table] = row.sum;
        }
        return sums;
      };
      const before = await snapshot();
      const upstream = client(crm.url, 'read-check-key');
      const reads = all.filter(([area, method]) => isReadCall(area, method));
      expect(reads.length).toBeGreaterThan(40);
      for (const [area, method] of reads) {
        // Empty and plausible bodies: either may be refused; neither may write.
        for (const body of [
          {},
          { id: 1, idOrder: 1, idKlient: 1, key: 'x', accessToken: 'x', size: 'thumb' },
        ])
          await settle(upstream.call(area, method, body));
      }
      expect(await snapshot()).toEqual(before);
    } finally {
      await crm.close();
    }
  }, 60_000);
});

describe('retries', () => {
  const attempts = async (fault: FaultName, area: string, method: string) => {
    const crm = await fakeCrm(FAULTS[fault].handler);
    const err = await settle(client(crm.url).call(area, method, {}));
    return { err, calls: crm.calls.length };
  };

  it('a read that meets a reset connection is tried 1 + readRetries times', async () => {
    const { err, calls } = await attempts('reset', 'order', 'getOrder');
    expect(err).toBeInstanceOf(UpstreamUnavailableError);
    expect(calls).toBe(1 + SETTINGS.readRetries);
  });

  it('a read that fails once and then gets through answers the data', async () => {
    let seen = 0;
    const crm = await fakeCrm((req, res) => (++seen === 1 ? req.socket.destroy() : ok([1, 2])(req, res)));
    expect(await client(crm.url).call('reference', 'getAllUnits', {})).toEqual([1, 2]);
    expect(crm.calls).toEqual(['/reference/getAllUnits', '/reference/getAllUnits']);
  });

  it('a read cut off mid-reply is retried too (the CRM may have answered; a read is harmless)', async () => {
    const { calls } = await attempts('truncated', 'auth', 'profile');
    expect(calls).toBe(1 + SETTINGS.readRetries);
  });

  it('a silent CRM: retries stay inside the one deadline of the call', async () => {
    const { err, calls } = await attempts('silent', 'order', 'getOrderInfo');
    expect(err).toBeInstanceOf(UpstreamTimeoutError);
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(1 + SETTINGS.readRetries);
  }, 10_000);

  it.each([
    ['order/newOrder'],
    ['order/setStatusOrder'],
    ['auth/login'],
    ['auth/logout'],
    ['cashbox/openShift'],
  ])('the write %s is sent once, whatever fails', async (call) => {
    const [area, method] = call.split('/');
    for (const fault of ['reset', 'truncated'] as const) {
      const { err, calls } = await attempts(fault, area, method);
      expect(err, fault).toBeInstanceOf(UpstreamUnavailableError);
      expect(calls, fault).toBe(1);
    }
  });

  it.each(['notJson', 'html500', 'endless'] as const)(
    'a read the CRM answered (%s) is not retried',
    async (fault) => {
      const { err, calls } = await attempts(fault, 'order', 'getOrder');
      expect((err as { code: string }).code).toBe('UPSTREAM_ERROR');
      expect(calls).toBe(1);
    },
  );

  it('a read the CRM refused (error: 1) is not retried', async () => {
    const crm = await fakeCrm((req, res) => {
      req.resume();
      res.end(JSON.stringify({ error: 1, errorInfo: 'NOT_FOUND', result: 0, message: 'Нет', data: null }));
    });
    const err = await settle(client(crm.url).call('order', 'getOrderInfo', { idOrder: 9 }));
    expect(err).toBeInstanceOf(UpstreamRemoteError);
    expect(crm.calls).toHaveLength(1);
  });

  it('withRetries starts no retry once the deadline has passed', async () => {
    const deadline = AbortSignal.abort();
    let runs = 0;
    const err = await settle(
      withRetries(
        async () => {
          runs += 1;
          throw new UpstreamUnavailableError('a/getB', 'down');
        },
        { retries: 5, deadline, retryable: () => true },
      ),
    );
    expect(err).toBeInstanceOf(UpstreamUnavailableError);
    expect(runs).toBe(1);
  });
});
