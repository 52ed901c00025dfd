/**
 * Issue 17 on the marketing screen: marketingClientsConnection, marketingOutboxConnection and
 * marketingAudienceConnection walk every row once (forward and back), filter and search on the
 * server, count like SQL and the whole-list fields, refuse oversized pages and forged cursors with
 * a 400, need MARKETING, and give the same pages through a CRM without the paged calls.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, gql, login, startGateway, type TestGateway } from './helper';
import { conn, walk, type App } from './connections-helper';
import { startSpecOnlyGateway } from './spec-crm';

let gw: TestGateway;
let sa: string;
let manager: string;

const CLIENTS = `query($first: Int, $after: String, $last: Int, $before: String, $filter: MarketingClientFilter) {
  marketingClientsConnection(first: $first, after: $after, last: $last, before: $before, filter: $filter) {
    edges { cursor node { id name doNotDisturb nextOccasion { date } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount
  }
}`;
const OUTBOX = `query($first: Int, $after: String, $filter: OutboxFilter) {
  marketingOutboxConnection(first: $first, after: $after, filter: $filter) {
    edges { cursor node { id clientId status } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount
  }
}`;
const AUDIENCE = `query($campaignId: ID, $segment: MarketingSegmentInput, $first: Int, $after: String, $last: Int, $before: String) {
  marketingAudienceConnection(campaignId: $campaignId, segment: $segment, first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { clientId doNotDisturb occasion { date } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount
    doNotDisturbCount
  }
}`;

async function ok<T>(
  query: string,
  variables: Record<string, unknown>,
  app = gw.app,
  token = sa,
): Promise<T> {
  const res = await gql(app, query, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
}

/** A birthday whose next occurrence is `days` from the shop's today. */
function birthdayIn(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `2000-${d.toISOString().slice(5, 10)}`;
}

const surname = () => `Мкт${randomBytes(3).toString('hex')}`;

async function addClient(lastName: string, birthday: string | null = null) {
  const phone = `+7 (9${(randomBytes(1)[0] % 90) + 10}) ${(randomBytes(2).readUInt16BE() % 900) + 100}-${(randomBytes(1)[0] % 90) + 10}-${(randomBytes(1)[0] % 90) + 10}`;
  const data = await ok<{ createClient: { client: { id: string } } }>(
    'mutation($input: ClientCreateInput!) { createClient(input: $input) { client { id } } }',
    {
      input: {
        lastName,
        firstName: 'Анна',
        phone,
        email: `${lastName}.${randomBytes(2).toString('hex')}@example.com`,
        birthday,
      },
    },
  );
  return data.createClient.client.id;
}

const quiet = (clientId: string) =>
  ok('mutation($id: ID!) { setClientDoNotDisturb(clientId: $id, value: true) { client { id } } }', {
    id: clientId,
  });

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
});
afterAll(() => gw?.close());

describe('marketingClientsConnection', () => {
  it('walks every client once in the directory order, one added meanwhile included; totals are SQL’s', async () => {
    const all = await walk(gw.app, sa, CLIENTS, { first: 2 }, async () => {
      await addClient(surname());
    });
    const sql = await gw.crm!.db.query<{ id: number }>(
      'SELECT id FROM clients WHERE NOT deleted ORDER BY sort, id',
    );
    expect(all).toEqual(sql.map((r) => String(r.id)));
    expect((await conn(gw.app, sa, CLIENTS, { first: 1 })).totalCount).toBe(all.length);
  });

  it('searches, filters do-not-disturb and an occasion soon, and pages back', async () => {
    const name = surname();
    const soon = await addClient(name, birthdayIn(2));
    const calm = await addClient(name, birthdayIn(200));
    await addClient(name);
    await quiet(calm);
    const of = (filter: Record<string, unknown>) =>
      conn(gw.app, sa, CLIENTS, { first: 10, filter: { search: name, ...filter } });
    expect((await of({})).totalCount).toBe(3);
    expect((await of({ doNotDisturb: true })).edges.map((e) => e.node.id)).toEqual([calm]);
    expect((await of({ occasionDays: 30 })).edges.map((e) => e.node.id)).toEqual([soon]);
    const forward = await of({});
    const back = await conn(gw.app, sa, CLIENTS, {
      last: 2,
      before: forward.pageInfo.endCursor,
      filter: { search: name },
    });
    expect(back.edges.map((e) => e.node.id)).toEqual(forward.edges.slice(0, 2).map((e) => e.node.id));
  });
});

describe('the audience and the send log', () => {
  it('page a campaign audience and its log with totals from SQL', async () => {
    const name = surname();
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await addClient(name, birthdayIn(i + 1)));
    await quiet(ids[0]);
    const saved = await ok<{ saveMarketingCampaign: { campaign: { id: string } } }>(
      'mutation($input: MarketingCampaignInput!) { saveMarketingCampaign(input: $input) { campaign { id } } }',
      {
        input: {
          name: `Скоро ${name}`,
          segment: { occasionKind: 'birthday', occasionDays: 7 },
          subject: '{{имя}}',
          bodyHtml: '<p>Здравствуйте, {{имя}}!</p>',
        },
      },
    );
    const campaignId = saved.saveMarketingCampaign.campaign.id;
    const whole = await ok<{ marketingAudience: { clientId: string; doNotDisturb: boolean }[] }>(
      'query($id: ID) { marketingAudience(campaignId: $id) { clientId doNotDisturb } }',
      { id: campaignId },
    );
    const members = whole.marketingAudience;
    const first = await conn(gw.app, sa, AUDIENCE, { campaignId, first: 2 });
    expect(first.totalCount).toBe(members.length);
    expect(first.doNotDisturbCount).toBe(members.filter((m) => m.doNotDisturb).length);
    const walked = await walk(gw.app, sa, AUDIENCE, { campaignId, first: 2 });
    expect([...walked].sort()).toEqual(members.map((m) => m.clientId).sort());
    const draft = await conn(gw.app, sa, AUDIENCE, {
      segment: { occasionKind: 'birthday', occasionDays: 7 },
      first: 1,
    });
    expect(draft.totalCount).toBe(members.length);

    await ok('mutation($id: ID!) { sendMarketingCampaign(id: $id) { result { queued } } }', {
      id: campaignId,
    });
    const log = await walk(gw.app, sa, OUTBOX, { first: 2, filter: { campaignId } });
    expect(log).toHaveLength(members.filter((m) => !m.doNotDisturb).length);
    expect(log.map(Number)).toEqual([...log.map(Number)].sort((a, b) => b - a));
    const count = await gw.crm!.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox WHERE campaign_id = $1',
      [Number(campaignId)],
    );
    expect((await conn(gw.app, sa, OUTBOX, { first: 1, filter: { campaignId } })).totalCount).toBe(
      count[0].n,
    );
  });
});

describe('refusals', () => {
  it('a page over 250, a forged cursor or another list’s cursor is BAD_USER_INPUT, never a 500', async () => {
    for (const query of [CLIENTS, OUTBOX, AUDIENCE]) {
      const res = await gql(gw.app, query, { first: 251 }, sa);
      expect(res.status).not.toBe(500);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Размер страницы (first): от 1 до 250',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const clients = await conn(gw.app, sa, CLIENTS, { first: 1 });
    const [, mac] = clients.pageInfo.endCursor.split('.');
    const edited = `${Buffer.from(JSON.stringify({ k: [0, 1] })).toString('base64url')}.${mac}`;
    for (const [query, after] of [
      [CLIENTS, edited],
      [CLIENTS, 'garbage'],
      [OUTBOX, clients.pageInfo.endCursor],
      [AUDIENCE, clients.pageInfo.endCursor],
    ]) {
      const res = await gql(gw.app, query, { first: 2, after }, sa);
      expect(res.status, after).not.toBe(500);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Неверный курсор страницы: начните список сначала',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('needs MARKETING', async () => {
    const res = await gql(gw.app, CLIENTS, { first: 1 }, manager);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('a CRM without the paged calls', () => {
  it('gives the same pages and counts from its whole lists', async () => {
    const remote = await startSpecOnlyGateway(gw, /\/marketing\/get\w+Page/);
    try {
      const token = await login(remote.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      const name = surname();
      const soon = await addClient(name, birthdayIn(1));
      await addClient(name, birthdayIn(40));
      await quiet(soon);
      for (const vars of [
        { first: 50 },
        { first: 1, filter: { search: name } },
        { first: 1, filter: { search: name, occasionDays: 7 } },
        { first: 5, filter: { doNotDisturb: true } },
      ]) {
        const here = await walk(remote.app, token, CLIENTS, vars);
        expect(here, JSON.stringify(vars)).toEqual(await walk(gw.app, sa, CLIENTS, vars));
        const total = (app: App, t: string) => conn(app, t, CLIENTS, vars).then((p) => p.totalCount);
        expect(await total(remote.app, token)).toBe(await total(gw.app, sa));
      }
      const segment = { occasionKind: 'birthday', occasionDays: 7 };
      const audience = await walk(remote.app, token, AUDIENCE, { segment, first: 3 });
      expect(audience).toEqual(await walk(gw.app, sa, AUDIENCE, { segment, first: 3 }));
      const a = await conn(remote.app, token, AUDIENCE, { segment, first: 1 });
      const b = await conn(gw.app, sa, AUDIENCE, { segment, first: 1 });
      expect([a.totalCount, a.doNotDisturbCount]).toEqual([b.totalCount, b.doNotDisturbCount]);
      const log = await walk(remote.app, token, OUTBOX, { first: 7 });
      expect(log).toEqual((await walk(gw.app, sa, OUTBOX, { first: 7 })).slice(0, log.length));
    } finally {
      await remote.close();
    }
  });
});
