/**
 * Webhooks over GraphQL (issue 20 item 4, docs/integrations.md): the superadmin's alone; URLs
 * that lead into the shop's own network refused with a Russian message (the gateway here runs
 * without WEBHOOKS_ALLOW_PRIVATE); refusals answered as userErrors; the delivery log paged with
 * signed cursors; «Повторить» only for a failed delivery.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, gql, login, startGateway, type TestGateway } from './helper';

let g: TestGateway;
let sa: string;
let fastfood: string;
let manager: string;

const FIELDS = 'id url events active shopType description pendingCount failedCount';
const CREATE = `mutation ($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { ${FIELDS} } userErrors { field code message } }
}`;
const UPDATE = `mutation ($id: ID!, $input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(id: $id, input: $input) { endpoint { ${FIELDS} } userErrors { field code message } }
}`;
const DELETE = `mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { endpoint { id } userErrors { code message } } }`;
const LIST = `{ webhookEndpoints { ${FIELDS} } }`;
const LOG = `query ($id: ID!, $first: Int, $after: String) {
  webhookDeliveries(endpointId: $id, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node { id eventId event status attempts lastStatusCode lastError createdAt deliveredAt } }
  }
}`;
const RETRY = `mutation ($id: ID!) {
  retryWebhookDelivery(id: $id) { delivery { id status } userErrors { field code message } }
}`;

/** A public address written as an IP: no DNS in the test, and never a private one. */
const PUBLIC_URL = 'https://93.184.216.34/hooks/flora';

const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
const count = async () =>
  Number((await g.crm!.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_endpoints'))[0].n);

beforeAll(async () => {
  g = await startGateway();
  [sa, fastfood, manager] = await Promise.all(
    [ACCOUNTS.admin, ACCOUNTS.fastfood, ACCOUNTS.manager].map((a) => login(g.app, a.email, a.password)),
  );
}, 120_000);
afterAll(async () => g?.close());

describe('who may manage webhooks', () => {
  it('the superadmin only: an ADMIN and a MANAGER are refused, reads and writes alike', async () => {
    for (const who of [fastfood, manager]) {
      expect(code(await gql(g.app, LIST, {}, who))).toBe('FORBIDDEN');
      const made = await gql(g.app, CREATE, { input: { url: PUBLIC_URL, events: ['ORDER_CREATED'] } }, who);
      expect(code(made)).toBe('FORBIDDEN');
    }
    expect(code(await gql(g.app, LIST, {}))).toBe('UNAUTHENTICATED');
    expect(await count()).toBe(0);
  });
});

describe('endpoints', () => {
  it('an SA registers one and sees its secret once; the list never shows it', async () => {
    const res = await gql(
      g.app,
      CREATE,
      { input: { url: PUBLIC_URL, events: ['ORDER_CREATED', 'CASH_SHIFT_CLOSED'], description: 'Склад 1С' } },
      sa,
    );
    expect(res.errors).toBeUndefined();
    const made = res.data!.createWebhookEndpoint as { secret: string; endpoint: Record<string, unknown> };
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(made.endpoint).toMatchObject({
      url: PUBLIC_URL,
      events: ['ORDER_CREATED', 'CASH_SHIFT_CLOSED'],
      active: true,
      shopType: null,
      description: 'Склад 1С',
      pendingCount: 0,
    });
    const list = await gql(g.app, LIST, {}, sa);
    expect(JSON.stringify(list)).not.toContain(made.secret);
    // The CRM keeps it as is: it signs every delivery.
    const [row] = await g.crm!.db.query<{ events: string[] }>(
      'SELECT events FROM webhook_endpoints WHERE id = $1',
      [made.endpoint.id],
    );
    expect(row.events).toEqual(['order.created', 'cash_shift.closed']);
  });

  it('refuses URLs into the shop’s own network, and other schemes, with a Russian message; nothing is stored', async () => {
    const before = await count();
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://[::1]/hook',
      'http://10.0.0.5/hook',
      'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[fd12::1]/hook',
      'ftp://example.com/hook',
      'https://user:pass@example.com/hook',
      'не адрес',
    ]) {
      const res = await gql(g.app, CREATE, { input: { url, events: ['ORDER_CREATED'] } }, sa);
      expect(res.errors, url).toBeUndefined();
      const out = res.data!.createWebhookEndpoint as { endpoint: null; secret: null; userErrors: unknown[] };
      expect(out.endpoint, url).toBeNull();
      expect(out.secret).toBeNull();
      expect(out.userErrors, url).toEqual([
        { field: ['url'], code: 'WEBHOOK_URL_REFUSED', message: expect.stringMatching(/[А-Яа-я]/) },
      ]);
    }
    const noEvents = await gql(g.app, CREATE, { input: { url: PUBLIC_URL, events: [] } }, sa);
    expect(noEvents.data!.createWebhookEndpoint).toMatchObject({
      endpoint: null,
      userErrors: [{ field: ['events'], code: 'FIELD_INVALID', message: 'Выберите хотя бы одно событие' }],
    });
    expect(await count()).toBe(before);
  });

  it('update is a patch; delete removes it; an unknown id is NOT_FOUND', async () => {
    const made = (
      await gql(
        g.app,
        CREATE,
        { input: { url: PUBLIC_URL, events: ['ORDER_CHANGED'], shopType: 'fastfood' } },
        sa,
      )
    ).data!.createWebhookEndpoint as { endpoint: { id: string } };
    const id = made.endpoint.id;
    const off = await gql(g.app, UPDATE, { id, input: { active: false } }, sa);
    expect(off.data!.updateWebhookEndpoint).toMatchObject({
      endpoint: { id, active: false, events: ['ORDER_CHANGED'], shopType: 'fastfood', url: PUBLIC_URL },
      userErrors: [],
    });
    const both = await gql(g.app, UPDATE, { id, input: { shopType: null, events: ['ORDER_DELETED'] } }, sa);
    expect(both.data!.updateWebhookEndpoint).toMatchObject({
      endpoint: { active: false, shopType: null, events: ['ORDER_DELETED'] },
    });
    const bad = await gql(g.app, UPDATE, { id, input: { url: 'http://127.0.0.1/x' } }, sa);
    expect(bad.data!.updateWebhookEndpoint).toMatchObject({
      endpoint: null,
      userErrors: [{ code: 'WEBHOOK_URL_REFUSED' }],
    });
    expect((await gql(g.app, DELETE, { id }, sa)).data!.deleteWebhookEndpoint).toMatchObject({
      endpoint: { id },
      userErrors: [],
    });
    expect((await gql(g.app, DELETE, { id }, sa)).data!.deleteWebhookEndpoint).toMatchObject({
      endpoint: null,
      userErrors: [{ code: 'NOT_FOUND', message: 'Вебхук не найден' }],
    });
    expect(
      (await gql(g.app, UPDATE, { id: '99999999999', input: { active: true } }, sa)).data!
        .updateWebhookEndpoint,
    ).toMatchObject({
      userErrors: [{ code: 'NOT_FOUND' }],
    });
  });
});

describe('the delivery log', () => {
  let endpointId: string;
  const ids: string[] = [];

  beforeAll(async () => {
    const made = (await gql(g.app, CREATE, { input: { url: PUBLIC_URL, events: ['ORDER_CREATED'] } }, sa))
      .data!.createWebhookEndpoint as { endpoint: { id: string } };
    endpointId = made.endpoint.id;
    // Inactive: the worker leaves its rows alone, so the log holds exactly what is written here.
    await gql(g.app, UPDATE, { id: endpointId, input: { active: false } }, sa);
    const db = g.crm!.db;
    for (const status of ['delivered', 'failed', 'pending']) {
      const [e] = await db.query<{ id: string }>(
        `INSERT INTO crm_events (kind, shop_type, subject_id) VALUES ('order.created', 'flower_shop', 1) RETURNING id::text`,
      );
      const [d] = await db.query<{ id: string }>(
        `INSERT INTO webhook_deliveries (endpoint_id, event_id, status, attempts, next_attempt_at, created_at, give_up_at,
                                         last_status_code, last_error, delivered_at)
         VALUES ($1, $2, $3, 2, now(), now(), now() + interval '1 day', $4, $5, CASE WHEN $3 = 'delivered' THEN now() END)
         RETURNING id::text`,
        [
          endpointId,
          e.id,
          status,
          status === 'delivered' ? 200 : 500,
          status === 'delivered' ? '' : 'HTTP 500',
        ],
      );
      ids.push(d.id);
    }
  });

  it('pages newest first with cursors bound to the endpoint', async () => {
    const first = await gql(g.app, LOG, { id: endpointId, first: 2 }, sa);
    expect(first.errors).toBeUndefined();
    const page = first.data!.webhookDeliveries as {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string };
      edges: { node: { id: string; status: string; event: string } }[];
    };
    expect(page.totalCount).toBe(3);
    expect(page.edges.map((e) => e.node.id)).toEqual([ids[2], ids[1]]);
    expect(page.edges.map((e) => e.node.status)).toEqual(['PENDING', 'FAILED']);
    expect(page.edges[0].node.event).toBe('ORDER_CREATED');
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await gql(g.app, LOG, { id: endpointId, first: 2, after: page.pageInfo.endCursor }, sa);
    const rest = next.data!.webhookDeliveries as typeof page;
    expect(rest.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({
        id: ids[0],
        status: 'DELIVERED',
        lastStatusCode: 200,
        deliveredAt: expect.any(String),
      }),
    ]);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    // Another endpoint's log does not take this one's cursor; a forged one is refused too.
    expect(code(await gql(g.app, LOG, { id: '1', after: page.pageInfo.endCursor }, sa))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await gql(g.app, LOG, { id: endpointId, after: 'abc.def' }, sa))).toBe('BAD_USER_INPUT');
    expect(code(await gql(g.app, LOG, { id: endpointId, first: 1000 }, sa))).toBe('BAD_USER_INPUT');
    expect(code(await gql(g.app, LOG, { id: endpointId }, manager))).toBe('FORBIDDEN');
  });

  it('«Повторить» queues a failed delivery again; a delivered or pending one is refused', async () => {
    const retried = await gql(g.app, RETRY, { id: ids[1] }, sa);
    expect(retried.data!.retryWebhookDelivery).toEqual({
      delivery: { id: ids[1], status: 'PENDING' },
      userErrors: [],
    });
    for (const id of [ids[0], ids[2]]) {
      const res = await gql(g.app, RETRY, { id }, sa);
      expect(res.data!.retryWebhookDelivery).toMatchObject({
        delivery: null,
        // The delivery as a whole cannot be retried: no one field is at fault.
        userErrors: [
          { field: null, code: 'DELIVERY_NOT_FAILED', message: expect.stringMatching(/[А-Яа-я]/) },
        ],
      });
    }
    const missing = await gql(g.app, RETRY, { id: '123456789' }, sa);
    expect(missing.data!.retryWebhookDelivery).toMatchObject({
      userErrors: [{ field: ['id'], code: 'NOT_FOUND' }],
    });
  });
});
