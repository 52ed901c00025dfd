/**
 * The delivery day over the CRM's delivery/* calls (issue 21, docs/delivery.md). A photo is
 * normalised here, by the catalogue's picture pipeline (gateway/images/intake.ts: checked by
 * content, re-encoded, thumbnail), before the CRM stores it.
 */
import type { DeliveryRecord, DeliveryStatus } from '../../../schema/delivery';
import { AppError, BadInputError } from '../../errors';
import { asMomentPage, type MomentQuery } from '../../graphql/moment-pages';
import { normaliseImage } from '../../images/intake';
import type { Upstream } from '../../upstream/types';
import { mapRemoteError } from '../lists/service';

export type RemoteDelivery = DeliveryRecord;

export interface RemoteCourier {
  id: number;
  name: string;
  phone: string;
  userId: number | null;
}

export interface RemoteCourierAccount {
  id: number;
  name: string;
  email: string;
  courierId: number | null;
}

export interface RemoteSettings {
  dayStart: string;
  dayEnd: string;
  slotMinutes: number;
}

export interface RemoteNoticeTemplate {
  event: 'made' | 'out' | 'delivered';
  subject: string;
  body: string;
}

export interface RemoteNotice {
  id: number;
  orderId: number;
  number: string;
  event: 'made' | 'out' | 'delivered';
  address: string;
  subject: string;
  bodyHtml: string;
  status: string;
  error: string;
  createdAt: string;
  sentAt: string | null;
}

async function call<T>(upstream: Upstream, method: string, body: object): Promise<T> {
  try {
    return await upstream.call<T>('delivery', method, body);
  } catch (err) {
    throw mapRemoteError(err);
  }
}

/** A photo argument (base64, or a data: URL) as the CRM's image record; a refusal names `photo`. */
export async function photoOf(text: string) {
  const base64 = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new BadInputError('Выберите файл изображения').at(['photo']);
  try {
    const image = await normaliseImage(bytes);
    return { ...image, full: image.full.toString('base64'), thumb: image.thumb.toString('base64') };
  } catch (err) {
    // A refused picture (not an image, too many pixels, too detailed) is the photo argument's fault.
    if (err instanceof AppError && err.code === 'BAD_USER_INPUT') throw err.at(['photo']);
    throw err;
  }
}

export interface StatusChange {
  orderId: string;
  status: DeliveryStatus;
  reason?: string | null;
  receiverName?: string | null;
  photo?: string | null;
  /** The signed-in courier's account: the CRM then finds only their own deliveries. */
  courierUserId?: string | number;
  userId: string | number;
  /** The shop's public address, for the photo link in a notice. */
  linkBase: string;
}

export function deliveryService(upstream: Upstream) {
  return {
    settings: () => call<RemoteSettings>(upstream, 'getSettings', {}),
    saveSettings: (s: RemoteSettings, userId: string | number) =>
      call<RemoteSettings>(upstream, 'setSettings', { ...s, userId }),
    board: (date: string | null) =>
      call<{ date: string; items: RemoteDelivery[] }>(upstream, 'getBoard', date ? { date } : {}),
    one: (orderId: string, courierUserId?: string | number) =>
      call<RemoteDelivery>(upstream, 'getDelivery', { orderId, courierUserId }),
    couriers: async () => (await call<{ items: RemoteCourier[] }>(upstream, 'getCouriers', {})).items,
    courierAccounts: async () =>
      (await call<{ items: RemoteCourierAccount[] }>(upstream, 'getCourierAccounts', {})).items,
    courierDay: (userId: string | number, date: string | null) =>
      call<{ date: string; items: RemoteDelivery[] }>(upstream, 'getCourierDay', {
        userId,
        ...(date ? { date } : {}),
      }),
    routeSheet: (courierId: string, date: string | null) =>
      call<{ date: string; courier: RemoteCourier; items: RemoteDelivery[] }>(upstream, 'getRouteSheet', {
        courierId,
        ...(date ? { date } : {}),
      }),
    setWindow: (input: {
      orderId: string;
      date: string;
      from?: string | null;
      to?: string | null;
      pickup: boolean;
    }) => call<RemoteDelivery>(upstream, 'setWindow', input),
    assign: async (orderIds: string[], courierId: string | null, userId: string | number) =>
      (await call<{ items: RemoteDelivery[] }>(upstream, 'assignCourier', { orderIds, courierId, userId }))
        .items,
    async setStatus(change: StatusChange) {
      const photo = change.photo ? await photoOf(change.photo) : null;
      return call<RemoteDelivery>(upstream, 'setStatus', { ...change, photo });
    },
    async addPhoto(orderId: string, photo: string, userId: string | number) {
      return call<RemoteDelivery>(upstream, 'addPhoto', { orderId, photo: await photoOf(photo), userId });
    },
    linkAccount: async (employeeId: string, userId: string | null) =>
      (await call<{ items: RemoteCourier[] }>(upstream, 'linkCourierAccount', { employeeId, userId })).items,
    templates: async () =>
      (await call<{ items: RemoteNoticeTemplate[] }>(upstream, 'getNoticeTemplates', {})).items,
    saveTemplate: async (t: RemoteNoticeTemplate, userId: string | number) =>
      (await call<{ items: RemoteNoticeTemplate[] }>(upstream, 'setNoticeTemplate', { ...t, userId })).items,
    notices: async (orderId: string | null) =>
      (await call<{ items: RemoteNotice[] }>(upstream, 'getNoticeLog', orderId ? { orderId } : {})).items,
    /** The log a page at a time, newest first (delivery/getNoticePage). */
    noticePage: async (query: MomentQuery, orderId: string | null) =>
      asMomentPage<RemoteNotice>(
        await call(upstream, 'getNoticePage', orderId ? { ...query, orderId } : query),
      ),
    setNoticesOff: (clientId: string, off: boolean) =>
      call<{ off: boolean }>(upstream, 'setClientNoticesOff', { clientId, off }),
  };
}

export type DeliveryService = ReturnType<typeof deliveryService>;
