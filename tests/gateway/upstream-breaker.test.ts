/**
 * The circuit breaker: a state machine on a hand-driven clock, then the client in front of a real
 * HTTP server that counts its connections: while open, nothing reaches the CRM; once the CRM is
 * back, one trial call closes it again by itself.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../gateway/config';
import { createBreaker } from '../../gateway/upstream/breaker';
import { UpstreamUnavailableError } from '../../gateway/upstream/errors';
import { createUndiciUpstream, type UndiciUpstream } from '../../gateway/upstream/undici';
import { closeFakeCrms, fakeCrm, FAULTS, ok } from './upstream-helper';

describe('breaker states', () => {
  const clock = () => {
    let t = 0;
    return { now: () => t, pass: (ms: number) => (t += ms) };
  };

  it('opens after N consecutive failures, not after N failures with a success between', () => {
    const time = clock();
    const changes: string[] = [];
    const b = createBreaker({
      failures: 3,
      cooldownMs: 1000,
      now: time.now,
      onChange: (s) => changes.push(s),
    });
    b.failed();
    b.failed();
    b.succeeded();
    b.failed();
    b.failed();
    expect([b.state, b.admit()]).toEqual(['closed', true]);
    b.failed();
    expect([b.state, b.admit(), b.retryInMs]).toEqual(['open', false, 1000]);
    expect(changes).toEqual(['open']);
  });

  it('after the cooldown admits exactly one trial; its failure reopens, its success closes', () => {
    const time = clock();
    const b = createBreaker({ failures: 1, cooldownMs: 1000, now: time.now });
    b.failed();
    time.pass(999);
    expect(b.admit()).toBe(false);
    time.pass(1);
    expect(b.state).toBe('half-open');
    expect([b.admit(), b.admit()]).toEqual([true, false]);
    b.failed();
    expect([b.state, b.admit()]).toEqual(['open', false]);
    time.pass(1000);
    expect(b.admit()).toBe(true);
    b.succeeded();
    expect([b.state, b.admit(), b.admit()]).toEqual(['closed', true, true]);
  });
});

describe('the client with its breaker', () => {
  const SETTINGS: Config['upstream'] = {
    connections: 4,
    connectTimeoutMs: 500,
    headersTimeoutMs: 300,
    bodyTimeoutMs: 300,
    readRetries: 2,
    maxReplyBytes: 64 * 1024,
    breakerFailures: 3,
    breakerCooldownMs: 300,
  };
  let upstream: UndiciUpstream | null = null;
  afterEach(async () => {
    await upstream?.close();
    upstream = null;
  });
  afterAll(closeFakeCrms);

  const settle = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (err: unknown) => err as Error,
    );

  it('fails fast with no connection while open, and closes by itself once the CRM answers', async () => {
    const crm = await fakeCrm(FAULTS.reset.handler);
    upstream = createUndiciUpstream({ url: crm.url, apiKey: 'k', settings: SETTINGS });

    // One read: three attempts (1 + readRetries), three failures in a row: the breaker opens.
    const first = await settle(upstream.call('order', 'getOrder', {}));
    expect(first).toBeInstanceOf(UpstreamUnavailableError);
    expect(upstream.breaker.state).toBe('open');
    const reached = crm.connections;
    expect(reached).toBe(3);

    for (let i = 0; i < 20; i += 1) {
      const err = await settle(upstream.call('order', i % 2 ? 'getOrder' : 'newOrder', {}));
      expect(err).toBeInstanceOf(UpstreamUnavailableError);
      expect(err?.message).toMatch(/not called, the CRM is unavailable \(circuit open/);
    }
    expect(crm.connections).toBe(reached);
    expect(crm.calls).toHaveLength(3);

    crm.handle(ok({ back: true }));
    await expect.poll(() => upstream!.breaker.retryInMs, { timeout: 5000 }).toBe(0);
    expect(await upstream.call('order', 'getOrder', {})).toEqual({ back: true });
    expect(upstream.breaker.state).toBe('closed');
    expect(await upstream.call('order', 'newOrder', {})).toEqual({ back: true });
  });

  it('a CRM that went down and came back on its port is used again without a restart', async () => {
    const crm = await fakeCrm(ok('up'));
    upstream = createUndiciUpstream({ url: crm.url, apiKey: 'k', settings: SETTINGS });
    expect(await upstream.call('health', 'ping', {})).toBe('up');

    await crm.stop();
    await settle(upstream.call('health', 'ping', {}));
    expect(upstream.breaker.state).toBe('open');

    await crm.restart();
    // Calls keep failing fast until the cooldown lets the trial through; then they pass.
    await expect
      .poll(() => settle(upstream!.call('health', 'ping', {})), { timeout: 5000, interval: 50 })
      .toBeNull();
    expect(upstream.breaker.state).toBe('closed');
  });

  it('a trial that fails opens the breaker again for another cooldown', async () => {
    const crm = await fakeCrm(FAULTS.reset.handler);
    upstream = createUndiciUpstream({
      url: crm.url,
      apiKey: 'k',
      settings: { ...SETTINGS, readRetries: 0, breakerFailures: 1 },
    });
    await settle(upstream.call('order', 'newOrder', {}));
    await expect.poll(() => upstream!.breaker.retryInMs, { timeout: 5000 }).toBe(0);
    await settle(upstream.call('order', 'newOrder', {}));
    expect(crm.connections).toBe(2);
    expect(upstream.breaker.state).toBe('open');
    await settle(upstream.call('order', 'newOrder', {}));
    expect(crm.connections).toBe(2);
  });

  it('replies the CRM did send (garbage, 500, too large) do not open it', async () => {
    for (const fault of ['notJson', 'html500', 'endless'] as const) {
      const crm = await fakeCrm(FAULTS[fault].handler);
      const client = createUndiciUpstream({
        url: crm.url,
        apiKey: 'k',
        settings: { ...SETTINGS, breakerFailures: 1 },
      });
      try {
        for (let i = 0; i < 3; i += 1) await settle(client.call('order', 'getOrder', {}));
        expect([fault, client.breaker.state, crm.calls.length]).toEqual([fault, 'closed', 3]);
      } finally {
        await client.close();
      }
    }
  });
});
