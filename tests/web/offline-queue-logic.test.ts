/**
 * The offline order queue's rules (web/src/offline/queue/entry.ts, docs/offline.md «Очередь
 * заказов без сети»): the order sales go out in, the provisional numbers, the states a sale moves
 * through, and which failures may be sent again.
 */
import { ApolloError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import {
  isStale,
  isUnsent,
  markConflict,
  markNoReply,
  markSending,
  markSent,
  newEntry,
  nextToSend,
  provisionalNumber,
  resend,
  shownNumber,
  SENT_KEPT_MS,
  type QueuedCart,
} from '../../web/src/offline/queue/entry';
import { isNoReply } from '../../web/src/offline/queue/send';

const cart: QueuedCart = {
  lines: [],
  promo: null,
  certificate: null,
  discount: null,
  markup: null,
  bonusSum: 0,
  cash: null,
};
const entry = (seq: number) =>
  newEntry({ id: `key-${seq}`, owner: '7:fastfood', seq, input: { total: seq * 100 }, cart });

describe('the offline order queue', () => {
  it('sends the oldest waiting sale first, skips conflicts and sent ones, resends one left sending', () => {
    const [a, b, c, d] = [entry(4), entry(1), entry(3), entry(2)];
    expect(nextToSend([a, b, c, d])?.seq).toBe(1);
    const sent = markSent(b, { id: '10', number: '261127-5' });
    const refused = markConflict(d, 'Смена закрыта');
    expect(nextToSend([a, sent, c, refused])?.seq).toBe(3);
    // A tab closed mid-send left it «sending»: it goes again (its key makes that safe).
    expect(nextToSend([a, sent, markSending(c), refused])?.seq).toBe(3);
    expect(nextToSend([sent, refused])).toBeNull();
  });

  it('numbers sales «Ф-N» until the server gives its number', () => {
    const e = entry(17);
    expect(provisionalNumber(17)).toBe('Ф-17');
    expect(shownNumber(e)).toBe('Ф-17');
    expect(shownNumber(markSent(e, { id: '10', number: '261127-5' }))).toBe('261127-5');
  });

  it('keeps the key through a lost reply, takes a new one for a changed body, never drops a conflict', () => {
    const e = entry(1);
    const retried = markNoReply(markSending(e));
    expect(retried.state).toBe('waiting');
    expect(retried.key).toBe(e.key);
    const refused = markConflict(retried, 'Товар не найден');
    expect(isUnsent(refused)).toBe(true);
    expect(refused.message).toBe('Товар не найден');
    const again = resend(refused, { total: 50 }, cart, 'key-new');
    expect(again).toMatchObject({ state: 'waiting', key: 'key-new', id: e.id, seq: 1, message: null });
    expect(isUnsent(markSent(again, { id: '1', number: 'x' }))).toBe(false);
  });

  it('forgets sent sales after a day, never unsent ones', () => {
    const old = { ...entry(1), createdAt: new Date(Date.now() - SENT_KEPT_MS - 1000).toISOString() };
    expect(isStale(markSent(old, { id: '1', number: 'x' }), Date.now())).toBe(true);
    expect(isStale(markConflict(old, 'нет'), Date.now())).toBe(false);
  });

  it('sends again only what got no reply: not a refusal', () => {
    const network = (statusCode?: number, result?: unknown) =>
      new ApolloError({
        networkError: Object.assign(new Error('x'), statusCode ? { statusCode, result } : {}),
      });
    expect(isNoReply(network())).toBe(true);
    expect(isNoReply(network(502))).toBe(true);
    expect(
      isNoReply(
        network(409, {
          errors: [{ message: 'Ключ уже использован', extensions: { code: 'IDEMPOTENCY_KEY_REUSED' } }],
        }),
      ),
    ).toBe(false);
    expect(
      isNoReply(
        new ApolloError({
          graphQLErrors: [{ message: 'Нет', extensions: { code: 'BAD_USER_INPUT' } }] as never,
        }),
      ),
    ).toBe(false);
    expect(
      isNoReply(
        new ApolloError({
          graphQLErrors: [{ message: 'CRM', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] as never,
        }),
      ),
    ).toBe(true);
  });
});
