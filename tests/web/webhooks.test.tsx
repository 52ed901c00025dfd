/**
 * The «Вебхуки» screen (issue 20 item 4): add an endpoint → its secret is shown once with a copy
 * button → it is listed → a refused URL shows the server's Russian message → the delivery log
 * pages, and «Повторить» queues a failed delivery → switch off, delete. msw plays the gateway.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CreateWebhookEndpointMutation,
  CreateWebhookEndpointMutationVariables,
  DeleteWebhookEndpointMutation,
  DeleteWebhookEndpointMutationVariables,
  RetryWebhookDeliveryMutation,
  RetryWebhookDeliveryMutationVariables,
  UpdateWebhookEndpointMutation,
  UpdateWebhookEndpointMutationVariables,
  WebhookDeliveriesQuery,
  WebhookDeliveriesQueryVariables,
  WebhookDeliveryFieldsFragment,
  WebhookEndpointFieldsFragment,
  WebhookEndpointsQuery,
} from '../../web/src/graphql/__generated__/hooks';
import { renderApp } from './render';
import { server } from './setup';

const SECRET = 'whsec_' + 'B'.repeat(43);
const REFUSAL =
  'Адрес ведёт во внутреннюю сеть (частный, локальный или служебный IP): такие адреса запрещены.';
// Apollo's cache wants the __typename the generated operation types leave out.
const refusal = {
  __typename: 'UserError',
  field: ['url'],
  code: 'WEBHOOK_URL_REFUSED' as const,
  message: REFUSAL,
};
type Endpoint = WebhookEndpointFieldsFragment & { __typename: 'WebhookEndpoint' };
type Delivery = WebhookDeliveryFieldsFragment & { __typename: 'WebhookDelivery' };
let endpoints: Endpoint[] = [];
let deliveries: Delivery[] = [];
const calls: { operation: string; variables: unknown }[] = [];

const delivery = (n: number, status: Delivery['status']): Delivery => ({
  __typename: 'WebhookDelivery',
  id: String(n),
  eventId: String(1000 + n),
  event: 'ORDER_CREATED',
  status,
  attempts: status === 'FAILED' ? 31 : 1,
  lastStatusCode: status === 'FAILED' ? 500 : 200,
  lastError: status === 'FAILED' ? 'HTTP 500: упал' : '',
  createdAt: '2026-11-26T10:00:00Z',
  nextAttemptAt: null,
  deliveredAt: status === 'DELIVERED' ? '2026-11-26T10:00:01Z' : null,
});

beforeEach(() => {
  endpoints = [];
  // 30 deliveries, newest first: a full page of 25 and the rest; the newest one failed.
  deliveries = Array.from({ length: 30 }, (_, i) => delivery(30 - i, i === 0 ? 'FAILED' : 'DELIVERED'));
  calls.length = 0;
  server.use(
    graphql.query<WebhookEndpointsQuery>('WebhookEndpoints', () =>
      HttpResponse.json({ data: { webhookEndpoints: endpoints } }),
    ),
    graphql.query<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(
      'WebhookDeliveries',
      ({ variables }) => {
        const start = variables.after ? Number(variables.after) : 0;
        const rows = deliveries.slice(start, start + (variables.first ?? 50));
        const end = start + rows.length;
        return HttpResponse.json({
          data: {
            webhookDeliveries: {
              __typename: 'WebhookDeliveryConnection',
              totalCount: deliveries.length,
              pageInfo: {
                __typename: 'PageInfo',
                hasNextPage: end < deliveries.length,
                endCursor: String(end),
              },
              edges: rows.map((node, i) => ({
                __typename: 'WebhookDeliveryEdge',
                cursor: String(start + i + 1),
                node,
              })),
            } as WebhookDeliveriesQuery['webhookDeliveries'],
          },
        });
      },
    ),
    graphql.mutation<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>(
      'CreateWebhookEndpoint',
      ({ variables }) => {
        calls.push({ operation: 'CreateWebhookEndpoint', variables });
        const { url, events, shopType, description } = variables.input;
        if (url.includes('127.0.0.1'))
          return HttpResponse.json({
            data: {
              createWebhookEndpoint: {
                __typename: 'CreateWebhookEndpointPayload',
                secret: null,
                endpoint: null,
                userErrors: [refusal],
              } as CreateWebhookEndpointMutation['createWebhookEndpoint'],
            },
          });
        const endpoint: Endpoint = {
          __typename: 'WebhookEndpoint',
          id: String(endpoints.length + 1),
          url,
          events,
          active: true,
          shopType: shopType ?? null,
          description: description ?? '',
          createdAt: '2026-11-26T10:00:00Z',
          pendingCount: 0,
          failedCount: 1,
        };
        endpoints = [endpoint, ...endpoints];
        return HttpResponse.json({
          data: {
            createWebhookEndpoint: {
              __typename: 'CreateWebhookEndpointPayload',
              secret: SECRET,
              endpoint,
              userErrors: [],
            } as CreateWebhookEndpointMutation['createWebhookEndpoint'],
          },
        });
      },
    ),
    graphql.mutation<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>(
      'UpdateWebhookEndpoint',
      ({ variables }) => {
        calls.push({ operation: 'UpdateWebhookEndpoint', variables });
        endpoints = endpoints.map((e) =>
          e.id === variables.id ? { ...e, active: !!variables.input.active } : e,
        );
        const endpoint = endpoints.find((e) => e.id === variables.id)!;
        return HttpResponse.json({
          data: {
            updateWebhookEndpoint: {
              __typename: 'UpdateWebhookEndpointPayload',
              endpoint,
              userErrors: [],
            } as UpdateWebhookEndpointMutation['updateWebhookEndpoint'],
          },
        });
      },
    ),
    graphql.mutation<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>(
      'DeleteWebhookEndpoint',
      ({ variables }) => {
        calls.push({ operation: 'DeleteWebhookEndpoint', variables });
        const endpoint = endpoints.find((e) => e.id === variables.id)!;
        endpoints = endpoints.filter((e) => e.id !== variables.id);
        return HttpResponse.json({
          data: {
            deleteWebhookEndpoint: {
              __typename: 'DeleteWebhookEndpointPayload',
              endpoint: { __typename: 'WebhookEndpoint', id: endpoint.id },
              userErrors: [],
            } as DeleteWebhookEndpointMutation['deleteWebhookEndpoint'],
          },
        });
      },
    ),
    graphql.mutation<RetryWebhookDeliveryMutation, RetryWebhookDeliveryMutationVariables>(
      'RetryWebhookDelivery',
      ({ variables }) => {
        calls.push({ operation: 'RetryWebhookDelivery', variables });
        deliveries = deliveries.map((d) =>
          d.id === variables.id ? { ...d, status: 'PENDING', nextAttemptAt: '2026-11-26T12:00:00Z' } : d,
        );
        const d = deliveries.find((x) => x.id === variables.id)!;
        return HttpResponse.json({
          data: {
            retryWebhookDelivery: {
              __typename: 'RetryWebhookDeliveryPayload',
              delivery: d,
              userErrors: [],
            } as RetryWebhookDeliveryMutation['retryWebhookDelivery'],
          },
        });
      },
    ),
  );
});

describe('the webhooks screen', () => {
  it('adds an endpoint, shows its secret once, shows a refusal, pages the log, retries, switches off and deletes', async () => {
    const user = userEvent.setup();
    renderApp('/Settings/Webhooks', { as: 'admin' });
    await screen.findByText('Вебхуки', { selector: '[aria-current="page"]' }, { timeout: 15_000 });
    await screen.findByText('Вебхуков пока нет');

    // A private address: the server's Russian message, and the dialog stays open.
    await user.click(screen.getByRole('button', { name: 'Добавить вебхук' }));
    const form = await screen.findByRole('dialog');
    const url = within(form).getByLabelText('Адрес (URL)');
    await user.clear(url);
    await user.type(url, 'http://127.0.0.1/hook');
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));
    expect(await within(form).findByText(REFUSAL)).toBeTruthy();

    await user.clear(url);
    await user.type(url, 'https://erp.example.com/hooks');
    await user.click(within(form).getByText('Заказ изменён (статус, исполнитель, оплата, состав)'));
    await user.type(within(form).getByLabelText('Описание'), 'Склад 1С');
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));

    await screen.findByDisplayValue(SECRET);
    expect(screen.getByText('Скопируйте секрет сейчас')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      operation: 'CreateWebhookEndpoint',
      variables: {
        input: {
          url: 'https://erp.example.com/hooks',
          events: ['ORDER_CREATED', 'ORDER_CHANGED'],
          shopType: null,
          description: 'Склад 1С',
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Копировать' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);

    const card = (await screen.findByText('https://erp.example.com/hooks')).closest(
      '.webhook-card',
    ) as HTMLElement;
    expect(within(card).getByText('Склад 1С')).toBeTruthy();
    expect(within(card).getByText('Новый заказ')).toBeTruthy();
    expect(within(card).getByText('Не доставлено: 1')).toBeTruthy();

    // The log: a page of 25, then the rest; the failed one has «Повторить».
    await user.click(within(card).getByRole('button', { name: 'Журнал доставок' }));
    const log = await within(card).findByRole('table', { name: 'Журнал доставок' });
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(26));
    expect(within(card).getByText('Всего: 30')).toBeTruthy();
    const failed = within(log).getByText('HTTP 500: упал').closest('tr')!;
    expect(within(failed).getByText('Не доставлено')).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Повторить' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ operation: 'RetryWebhookDelivery', variables: { id: '30' } }),
    );
    expect(await within(failed).findByText('В очереди')).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: 'Повторить' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Дальше' }));
    await waitFor(() => expect(within(card).getAllByRole('row')).toHaveLength(6));
    expect((within(card).getByRole('button', { name: 'Дальше' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(card).getByLabelText('Включён'));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        operation: 'UpdateWebhookEndpoint',
        variables: { id: '1', input: { active: false } },
      }),
    );
    expect(await within(card).findByText('Выключен')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Удалить' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await screen.findByText('Вебхуков пока нет');
    expect(calls.at(-1)).toEqual({ operation: 'DeleteWebhookEndpoint', variables: { id: '1' } });
  }, 120_000);

  it('an ADMIN is sent to «Доступ запрещен!»: the screen is the superadmin’s', async () => {
    const app = renderApp('/Settings/Webhooks', { as: 'fastfood' });
    await waitFor(() => expect(app.location()).toBe('/session/notAuthRole'), { timeout: 10_000 });
  });
});
