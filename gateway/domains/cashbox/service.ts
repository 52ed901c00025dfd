/**
 * Cash shifts over the CRM's `cashbox/*` calls (docs/upstream-contract.md "cashbox"): the open
 * shift of a branch, past shifts, opening, closing with the counted cash, cash in and out. The
 * CRM computes takings, the expected cash and the timeline; refusals (a shift already open, more
 * cash out than the till holds, …) come back as VALIDATION with a Russian message, which
 * mapRemoteError turns into BAD_USER_INPUT here.
 */
import { NotFoundError } from '../../errors';
import { withKey } from '../../idempotency';
import { asMomentPage, type MomentPage, type MomentQuery } from '../../graphql/moment-pages';
import { isUnknownCall, UpstreamRemoteError } from '../../upstream/errors';
import type { Upstream } from '../../upstream/types';
import { asRecords, mapRemoteError } from '../lists/service';
import { perUpstream } from '../../upstream/per-upstream';

/** A shift as the CRM sends it (camelCase JSON). */
export type ShiftRecord = Record<string, unknown> & { id: number | string };

export type Actor = number | string | null;

export const SHIFT_NOT_FOUND = 'Смена не найдена';

export interface CashboxService {
  /** The open shift of a branch's till of `shopType` (null branch: the acting user's, else 1), or null. */
  current(affiliateId: number | null, userId: Actor, shopType: string): Promise<ShiftRecord | null>;
  /** Shifts newest first; every branch when affiliateId is null, both tills when shopType is. */
  shifts(affiliateId: number | null, limit: number, shopType: string | null): Promise<ShiftRecord[]>;
  /**
   * One page of shifts newest first (cashbox/getShiftPage, ours, issue 17), or null from a CRM
   * without the call (the resolver pages `shifts` then).
   */
  shiftPage(
    query: MomentQuery & { affiliateId: number | null; shopType: string | null },
  ): Promise<MomentPage<ShiftRecord> | null>;
  /** One shift, or null for an unknown id. */
  shift(id: number): Promise<ShiftRecord | null>;
  /**
   * Opens a shift of a branch's till of `shopType` (null branch: as for `current`). `key`, here
   * and below: the write's idempotency key (docs/offline.md), the CRM's `idempotencyKey`.
   */
  open(
    affiliateId: number | null,
    openingCash: number,
    userId: Actor,
    shopType: string,
    key?: string | null,
  ): Promise<ShiftRecord>;
  close(
    id: number,
    countedCash: number,
    comment: string,
    userId: Actor,
    key?: string | null,
  ): Promise<ShiftRecord>;
  move(
    shiftId: number,
    kind: 'in' | 'out',
    amount: number,
    reason: string,
    userId: Actor,
    key?: string | null,
  ): Promise<ShiftRecord>;
}

const isNotFound = (err: unknown) =>
  err instanceof UpstreamRemoteError && err.statusCode === 200 && err.errorInfo === 'NOT_FOUND';

const isShift = (data: unknown): data is ShiftRecord =>
  !!data && typeof data === 'object' && (data as ShiftRecord).id != null;

function asShift(data: unknown): ShiftRecord {
  if (!isShift(data)) throw new NotFoundError(SHIFT_NOT_FOUND);
  return data;
}

/** `affiliateId` only when one is chosen: without it the CRM takes the acting user's branch. */
const branch = (affiliateId: number | null, body: Record<string, unknown>) =>
  affiliateId === null ? body : { affiliateId, ...body };

export function createCashboxService(upstream: Upstream): CashboxService {
  async function call<T>(method: string, body: unknown): Promise<T> {
    try {
      return await upstream.call<T>('cashbox', method, body);
    } catch (err) {
      throw mapRemoteError(err);
    }
  }

  return {
    async current(affiliateId, userId, shopType) {
      const data = await call('getCurrentShift', branch(affiliateId, { userId, shopType }));
      return isShift(data) ? data : null;
    },
    async shifts(affiliateId, limit, shopType) {
      const body = branch(affiliateId, shopType === null ? { limit } : { limit, shopType });
      return asRecords(await call('getShifts', body)) as ShiftRecord[];
    },
    async shiftPage({ affiliateId, shopType, ...query }) {
      const body = branch(affiliateId, shopType === null ? query : { ...query, shopType });
      try {
        return asMomentPage<ShiftRecord>(await upstream.call('cashbox', 'getShiftPage', body));
      } catch (err) {
        if (isUnknownCall(err)) return null;
        throw mapRemoteError(err);
      }
    },
    async shift(id) {
      try {
        const data = await upstream.call('cashbox', 'getShift', { id });
        return isShift(data) ? data : null;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw mapRemoteError(err);
      }
    },
    open: async (affiliateId, openingCash, userId, shopType, key) =>
      asShift(await call('openShift', withKey(branch(affiliateId, { openingCash, userId, shopType }), key))),
    close: async (id, countedCash, comment, userId, key) =>
      asShift(await call('closeShift', withKey({ id, countedCash, comment, userId }, key))),
    move: async (shiftId, kind, amount, reason, userId, key) =>
      asShift(await call('addCashMove', withKey({ shiftId, kind, amount, reason, userId }, key))),
  };
}

/** One service per CRM client. */
export const cashboxService = perUpstream(createCashboxService);
