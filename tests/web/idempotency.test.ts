/**
 * The web's idempotency keys (web/src/graphql/idempotency.ts): valid keys for the server's format
 * also where `crypto.randomUUID` is missing (a till opening the shop's server over plain http by
 * its LAN address is not a secure context).
 */
import { afterEach, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '../../web/src/graphql/idempotency';
import { isIdempotencyKey } from '../../schema/idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

it('makes a fresh v4 UUID the server accepts, with or without crypto.randomUUID', () => {
  const real = globalThis.crypto;
  for (const context of ['secure', 'plain http'] as const) {
    if (context === 'plain http')
      vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const key of keys) {
      expect(key, context).toMatch(UUID_V4);
      expect(isIdempotencyKey(key)).toBe(true);
    }
    expect(new Set(keys).size).toBe(50);
  }
});
