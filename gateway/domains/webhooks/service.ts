/**
 * Webhooks over the CRM's webhook/* calls (issue 20 item 4, docs/integrations.md «Webhooks»).
 * The form of a URL is checked here too, so a typo is refused before a CRM call; whether its
 * host is private is the CRM's check (it resolves the name and delivers).
 */
import { urlFormRefusal } from '../../../schema/webhooks';
import { BadInputError } from '../../errors';
import type { Upstream } from '../../upstream/types';
import { mapRemoteError } from '../lists/service';

export interface RemoteEndpoint {
  id: number | string;
  url: string;
  events: string[];
  active: boolean;
  shopType: string | null;
  description: string;
  createdAt: string;
  pending: number;
  failed: number;
}

export interface RemoteDelivery {
  id: string;
  endpointId: number;
  eventId: string;
  eventType: string | null;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string;
  createdAt: string;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

export interface RemoteDeliveryPage {
  items: RemoteDelivery[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  total: number;
}

export interface EndpointInput {
  url?: string;
  events?: string[];
  active?: boolean;
  shopType?: string | null;
  description?: string;
}

async function call<T>(upstream: Upstream, method: string, body: object): Promise<T> {
  try {
    return await upstream.call<T>('webhook', method, body);
  } catch (err) {
    throw mapRemoteError(err);
  }
}

function checkUrl(url: string | undefined): void {
  if (url === undefined) return;
  const refusal = urlFormRefusal(url.trim());
  if (refusal) throw new BadInputError(refusal).at(['url'], 'WEBHOOK_URL_REFUSED');
}

export function webhookService(upstream: Upstream) {
  return {
    list: async () => (await call<{ items: RemoteEndpoint[] }>(upstream, 'getEndpoints', {})).items,

    async create(input: EndpointInput): Promise<{ endpoint: RemoteEndpoint; secret: string }> {
      checkUrl(input.url);
      return call(upstream, 'createEndpoint', input);
    },

    async update(id: string, patch: EndpointInput): Promise<RemoteEndpoint> {
      checkUrl(patch.url);
      return call(upstream, 'updateEndpoint', { ...patch, id });
    },

    remove: (id: string) => call<RemoteEndpoint>(upstream, 'deleteEndpoint', { id }),

    deliveries: (endpointId: string, first: number, afterId: string | null) =>
      call<RemoteDeliveryPage>(upstream, 'getDeliveryPage', {
        endpointId,
        first,
        ...(afterId === null ? {} : { afterId }),
      }),

    retry: (id: string) => call<RemoteDelivery>(upstream, 'retryDelivery', { id }),
  };
}
