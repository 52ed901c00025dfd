/**
 * The fast-food kitchen over the CRM's kitchen/* calls (issue 22, docs/kitchen.md). The ticket's
 * lines come in the order contract's shape and are mapped by the orders' one line mapping.
 */
import type { Upstream } from '../../upstream/types';
import { mapRemoteError } from '../lists/service';

export interface RemoteStation {
  id: number;
  name: string;
  print: boolean;
}

export interface RemoteTargets {
  amberMinutes: number;
  redMinutes: number;
}

export interface RemoteTicket {
  orderId: number;
  number: string;
  paidAt: string;
  ageSeconds: number;
  lines: {
    id: number;
    stationId: number | null;
    stationName: string | null;
    stationPrint: boolean | null;
    bumped: boolean;
    product: Record<string, unknown>;
  }[];
}

export interface RemotePrepTime {
  day: string;
  whole: boolean;
  stationId: number | null;
  stationName: string;
  orders: number;
  avgSeconds: number;
  maxSeconds: number;
}

async function call<T>(upstream: Upstream, method: string, body: object): Promise<T> {
  try {
    return await upstream.call<T>('kitchen', method, body);
  } catch (err) {
    throw mapRemoteError(err);
  }
}

type Id = string | number;

export function kitchenService(upstream: Upstream) {
  const stations = async (method: string, body: object) =>
    (await call<{ items: RemoteStation[] }>(upstream, method, body)).items;
  return {
    tickets: () => call<{ items: RemoteTicket[]; targets: RemoteTargets }>(upstream, 'getTickets', {}),
    ready: async () =>
      (await call<{ items: { number: string; bumpedAt: string }[] }>(upstream, 'getReady', {})).items,
    bump: (orderId: Id, userId: Id) => call<{ orderId: number }>(upstream, 'bumpTicket', { orderId, userId }),
    bumpLine: (lineId: Id, userId: Id) => call<{ orderId: number }>(upstream, 'bumpLine', { lineId, userId }),
    recall: (userId: Id) => call<{ orderId: number }>(upstream, 'recall', { userId }),
    stations: () => stations('getStations', {}),
    saveStation: (input: { id?: Id | null; name: string; print: boolean }) => stations('saveStation', input),
    deleteStation: (id: Id) => stations('deleteStation', { id }),
    productStation: async (productId: Id) =>
      (await call<{ stationId: number | null }>(upstream, 'getProductStation', { productId })).stationId,
    setProductStation: async (productId: Id, stationId: Id | null) =>
      (await call<{ stationId: number | null }>(upstream, 'setProductStation', { productId, stationId }))
        .stationId,
    targets: () => call<RemoteTargets>(upstream, 'getSettings', {}),
    saveTargets: (t: RemoteTargets) => call<RemoteTargets>(upstream, 'setSettings', t),
    prepTimes: async (dateFrom: string, dateTo: string) =>
      (await call<{ items: RemotePrepTime[] }>(upstream, 'getPrepTimes', { dateFrom, dateTo })).items,
  };
}

export type KitchenService = ReturnType<typeof kitchenService>;
