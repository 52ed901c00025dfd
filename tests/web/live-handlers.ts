/**
 * The subscriptions WebSocket (web/src/graphql/live.ts) as msw's `ws` handler speaking
 * graphql-ws: it acknowledges connection_init and keeps the live subscriptions, so a test can push
 * an event (typed by the generated operation types) or drop the socket to see the reconnect banner.
 */
import { ws } from 'msw';
import type {
  CashShiftChangedSubscription,
  NotificationAddedSubscription,
  OrderChangedSubscription,
  TillOrderChangedSubscription,
} from '../../web/src/graphql/__generated__/hooks';

const live = ws.link('ws://localhost:3000/graphql');

interface Subscriber {
  id: string;
  operationName: string;
  send(data: string): void;
}

const subscribers: Subscriber[] = [];
const sockets: { close(code?: number, reason?: string): void }[] = [];

export const liveHandlers = [
  live.addEventListener('connection', ({ client }) => {
    sockets.push(client);
    client.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as {
        type: string;
        id?: string;
        payload?: { operationName?: string };
      };
      if (message.type === 'connection_init') client.send(JSON.stringify({ type: 'connection_ack' }));
      if (message.type === 'ping') client.send(JSON.stringify({ type: 'pong' }));
      if (message.type === 'subscribe' && message.id) {
        subscribers.push({
          id: message.id,
          operationName: message.payload?.operationName ?? '',
          send: (data) => client.send(data),
        });
      }
      if (message.type === 'complete') {
        const i = subscribers.findIndex((s) => s.id === message.id);
        if (i >= 0) subscribers.splice(i, 1);
      }
    });
    client.addEventListener('close', () => {
      sockets.splice(sockets.indexOf(client), 1);
      subscribers.length = 0;
    });
  }),
];

/** Whether the screen subscribed to `operationName` (the socket is open and acknowledged). */
export const subscribedTo = (operationName: string) =>
  subscribers.some((s) => s.operationName === operationName);

/** Pushes one event to every subscriber of the operation `operationName`. */
function push(operationName: string, data: unknown): void {
  for (const s of subscribers.filter((s) => s.operationName === operationName)) {
    s.send(JSON.stringify({ id: s.id, type: 'next', payload: { data } }));
  }
}

/** Pushes one orderChanged event to every subscriber of OrderChanged (the board, the order list). */
export const pushOrderChanged = (data: OrderChangedSubscription) => push('OrderChanged', data);
/** The cashbox's lighter orderChanged (kind and id only). */
export const pushTillOrderChanged = (data: TillOrderChangedSubscription) => push('TillOrderChanged', data);
/** A notification for the bell. */
export const pushNotificationAdded = (data: NotificationAddedSubscription) => push('NotificationAdded', data);
/** A cash shift opened or closed. */
export const pushCashShiftChanged = (data: CashShiftChangedSubscription) => push('CashShiftChanged', data);

/** Drops every open socket, as a restarted gateway or a lost network would. */
export function dropSockets(): void {
  for (const s of [...sockets]) s.close(1001, 'going away');
}

export function resetLive(): void {
  subscribers.length = 0;
}
