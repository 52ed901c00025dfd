/**
 * Marketing over GraphQL against the real embedded CRM: a do-not-disturb client, a birthday
 * campaign with a dirty body (cleaned), its audience, a preview, a send and a second send that
 * adds nothing; the log transport delivers what was queued. Refusals carry Russian messages;
 * without the MARKETING page key every field is FORBIDDEN, without a session UNAUTHENTICATED.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_TIMEZONE as SHOP_TIMEZONE, todayIn } from '../../schema/time-zone';
import { ACCOUNTS, gql, login, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let admin: string;
let manager: string;

beforeAll(async () => {
  gw = await startGateway();
  admin = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
});
afterAll(async () => gw?.close());

async function ok<T>(query: string, variables?: Record<string, unknown>, token = admin): Promise<T> {
  const reply = await gql(gw.app, query, variables, token);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data as T;
}

/** token null: no session at all. */
async function refusal(query: string, variables?: Record<string, unknown>, token: string | null = admin) {
  const reply = await gql(gw.app, query, variables, token ?? undefined);
  expect(reply.errors).toHaveLength(1);
  return { code: reply.errors![0].extensions?.code, message: reply.errors![0].message };
}

/** mm-dd of today + days in the shop's calendar, as a birthday in 2000 (29 February exists). */
function birthdayIn(days: number): string {
  const d = new Date(`${todayIn(SHOP_TIMEZONE)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `2000-${d.toISOString().slice(5, 10)}`;
}

const CREATE_CLIENT = `mutation ($input: ClientCreateInput!) { createClient(input: $input) { client { id } } }`;
let phoneSeq = 0;
async function client(firstName: string, birthday: string, email: string): Promise<string> {
  const phone = `+7 (911) ${String(Date.now() % 1000).padStart(3, '0')}-${String(++phoneSeq).padStart(2, '0')}-00`;
  const data = await ok<{ createClient: { client: { id: string } } }>(CREATE_CLIENT, {
    input: { firstName, lastName: 'Граф', phone, email, birthday },
  });
  return data.createClient.client.id;
}

const CAMPAIGN_FIELDS = `id name status subject bodyHtml promocodeId promocodeCode
  segment { occasionKind occasionDays idleDays spentOver shopType affiliateId affiliate { id name } }
  counts { total queued sent failed skipped }`;
const SAVE = `mutation ($id: ID, $input: MarketingCampaignInput!) {
  saveMarketingCampaign(id: $id, input: $input) { campaign { ${CAMPAIGN_FIELDS} } userErrors { field code message } } }`;
const AUDIENCE = `query ($id: ID) { marketingAudience(campaignId: $id) {
  clientId name firstName email doNotDisturb occasion { kind title date } outboxStatus } }`;
const PREVIEW = `query ($c: ID!, $k: ID!) { marketingPreview(campaignId: $c, clientId: $k) {
  subject html text address doNotDisturb outboxStatus occasion { title date } } }`;
const SEND = `mutation ($id: ID!) { sendMarketingCampaign(id: $id) {
  result { queued noEmail already doNotDisturb campaign { id status counts { total } } } } }`;
const OUTBOX = `query ($id: ID) { marketingOutbox(campaignId: $id, limit: 1000) {
  id clientId clientName channel address subject bodyHtml status transport error attempts } }`;
const DND = `mutation ($id: ID!, $v: Boolean!) { setClientDoNotDisturb(clientId: $id, value: $v) {
  client { id name doNotDisturb doNotDisturbAt nextOccasion { kind date } } userErrors { field code message } } }`;

/** A payload's refusals (issue 18): the object null and the userErrors. */
async function userErrors(query: string, variables: Record<string, unknown>, field: string) {
  const data = await ok<Record<string, Record<string, unknown> & { userErrors: unknown[] }>>(
    query,
    variables,
  );
  return data[field].userErrors;
}

interface Member {
  clientId: string;
  doNotDisturb: boolean;
  occasion: { kind: string; title: string; date: string } | null;
}
interface Row {
  clientId: string;
  status: string;
  transport: string | null;
  subject: string;
}

describe('a birthday campaign over GraphQL', () => {
  let quiet: string;
  let glad: string;
  let campaignId: string;

  it('marks a client do-not-disturb', async () => {
    quiet = await client('Тихон', birthdayIn(2), 'tihon@example.com');
    glad = await client('Глафира', birthdayIn(3), 'glafira@example.com');
    const {
      setClientDoNotDisturb: { client: c },
    } = await ok<{ setClientDoNotDisturb: { client: Record<string, unknown> } }>(DND, { id: quiet, v: true });
    expect(c).toMatchObject({
      id: quiet,
      name: 'Граф Тихон',
      doNotDisturb: true,
      nextOccasion: { kind: 'birthday' },
    });
    const { marketingClients } = await ok<{ marketingClients: { id: string; doNotDisturb: boolean }[] }>(
      '{ marketingClients { id doNotDisturb } }',
    );
    expect(marketingClients.find((x) => x.id === quiet)?.doNotDisturb).toBe(true);
    expect(await userErrors(DND, { id: '999999', v: true }, 'setClientDoNotDisturb')).toEqual([
      { field: ['clientId'], code: 'NOT_FOUND', message: 'Клиент не найден' },
    ]);
  });

  it('saves the campaign with its body cleaned; bad input is a user error in Russian', async () => {
    const input = {
      name: 'Дни рождения недели',
      segment: { occasionKind: 'birthday', occasionDays: 7 },
      subject: '{{имя}}, с днём рождения!',
      bodyHtml:
        '<p>Дорогая {{имя}}!</p><script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)">',
    };
    const {
      saveMarketingCampaign: { campaign: saved },
    } = await ok<{ saveMarketingCampaign: { campaign: Record<string, unknown> } }>(SAVE, { input });
    campaignId = saved.id as string;
    expect(saved).toMatchObject({ status: 'draft', segment: { occasionKind: 'birthday', occasionDays: 7 } });
    expect(saved.bodyHtml).not.toMatch(/script|onerror|alert/);
    expect(saved.bodyHtml).toContain('<p>Дорогая {{имя}}!</p>');

    expect(
      await userErrors(
        SAVE,
        { input: { ...input, bodyHtml: '<p>{{отчество}}</p>' } },
        'saveMarketingCampaign',
      ),
    ).toEqual([
      {
        field: null,
        code: 'INVALID',
        message: expect.stringMatching(/^Поле «Текст»: неизвестная подстановка «\{\{отчество\}\}»/),
      },
    ]);
    expect(await userErrors(SAVE, { id: '999999', input }, 'saveMarketingCampaign')).toEqual([
      { field: ['id'], code: 'NOT_FOUND', message: 'Рассылка не найдена' },
    ]);
  });

  it('the audience flags the do-not-disturb client; the preview is personal and clean', async () => {
    const { marketingAudience } = await ok<{ marketingAudience: Member[] }>(AUDIENCE, { id: campaignId });
    const byId = new Map(marketingAudience.map((m) => [m.clientId, m]));
    expect(byId.get(quiet)?.doNotDisturb).toBe(true);
    expect(byId.get(glad)).toMatchObject({
      doNotDisturb: false,
      occasion: { kind: 'birthday', title: 'День рождения' },
    });

    const { marketingPreview: p } = await ok<{ marketingPreview: Record<string, unknown> }>(PREVIEW, {
      c: campaignId,
      k: glad,
    });
    expect(p).toMatchObject({
      subject: 'Глафира, с днём рождения!',
      address: 'glafira@example.com',
      doNotDisturb: false,
      outboxStatus: null,
    });
    expect(p.html).toContain('<p>Дорогая Глафира!</p>');
    expect(p.html).not.toMatch(/onerror|script/);
    expect(await refusal(PREVIEW, { c: '999999', k: glad })).toEqual({
      code: 'NOT_FOUND',
      message: 'Рассылка не найдена',
    });
  });

  it('sends once per eligible client, none to the do-not-disturb one; sending again adds nothing', async () => {
    const { marketingAudience } = await ok<{ marketingAudience: Member[] }>(AUDIENCE, { id: campaignId });
    const eligible = marketingAudience.filter((m) => !m.doNotDisturb).map((m) => m.clientId);
    const {
      sendMarketingCampaign: { result: first },
    } = await ok<{ sendMarketingCampaign: { result: Record<string, number> } }>(SEND, { id: campaignId });
    expect(first.queued + first.noEmail).toBe(eligible.length);
    expect(first.doNotDisturb).toBe(marketingAudience.length - eligible.length);

    const outbox = async () =>
      (await ok<{ marketingOutbox: Row[] }>(OUTBOX, { id: campaignId })).marketingOutbox;
    const rows = await outbox();
    expect(rows.map((r) => r.clientId).sort()).toEqual([...eligible].sort());
    expect(rows.some((r) => r.clientId === quiet)).toBe(false);

    const {
      sendMarketingCampaign: { result: again },
    } = await ok<{ sendMarketingCampaign: { result: Record<string, number> } }>(SEND, { id: campaignId });
    expect(again).toMatchObject({ queued: 0, noEmail: 0, already: eligible.length });
    expect(await outbox()).toHaveLength(rows.length);

    // No SMTP_URL: the log transport delivers, and the log says so.
    const deadline = Date.now() + 10_000;
    let delivered = await outbox();
    while (delivered.some((r) => r.status === 'queued' || r.status === 'sending') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      delivered = await outbox();
    }
    expect(delivered.find((r) => r.clientId === glad)).toMatchObject({ status: 'sent', transport: 'log' });
  });

  it('a sent campaign cannot be edited or deleted; a copy can', async () => {
    const frozen = await userErrors(
      SAVE,
      { id: campaignId, input: { name: 'x', subject: 'y', bodyHtml: '<p>z</p>' } },
      'saveMarketingCampaign',
    );
    expect(frozen).toEqual([
      { field: null, code: 'INVALID', message: expect.stringMatching(/уже отправлена/) },
    ]);
    const DELETE = `mutation ($id: ID!) { deleteMarketingCampaign(id: $id) { deletedCampaignId userErrors { field code message } } }`;
    expect(await ok(DELETE, { id: campaignId })).toEqual({
      deleteMarketingCampaign: {
        deletedCampaignId: null,
        userErrors: [{ field: null, code: 'INVALID', message: expect.stringMatching(/удалить нельзя/) }],
      },
    });
    const {
      copyMarketingCampaign: { campaign: copy },
    } = await ok<{
      copyMarketingCampaign: { campaign: { id: string; status: string } };
    }>('mutation ($id: ID!) { copyMarketingCampaign(id: $id) { campaign { id status } } }', {
      id: campaignId,
    });
    expect(copy.status).toBe('draft');
    expect(await ok(DELETE, { id: copy.id })).toEqual({
      deleteMarketingCampaign: { deletedCampaignId: copy.id, userErrors: [] },
    });
    expect(await ok('query ($id: ID!) { marketingCampaign(id: $id) { id } }', { id: copy.id })).toEqual({
      marketingCampaign: null,
    });
  });
});

describe('access', () => {
  const FIELDS = [
    ['{ marketingCampaigns { id } }', {}],
    ['{ marketingClients { id } }', {}],
    ['{ marketingOutbox { id } }', {}],
    ['query { marketingAudience(segment: {}) { clientId } }', {}],
    [DND, { id: '1', v: true }],
    [SAVE, { input: { name: 'x', subject: 'y', bodyHtml: '<p>z</p>' } }],
    [SEND, { id: '1' }],
  ] as const;

  it('a MANAGER without MARKETING is refused every field, and nothing changes', async () => {
    const before = await ok<{ marketingCampaigns: unknown[] }>('{ marketingCampaigns { id } }');
    for (const [query, variables] of FIELDS) {
      expect((await refusal(query, variables, manager)).code, query).toBe('FORBIDDEN');
    }
    const after = await ok<{ marketingCampaigns: unknown[] }>('{ marketingCampaigns { id } }');
    expect(after.marketingCampaigns).toHaveLength(before.marketingCampaigns.length);
  });

  it('without a session every field is UNAUTHENTICATED', async () => {
    for (const [query, variables] of FIELDS) {
      expect((await refusal(query, variables, null)).code, query).toBe('UNAUTHENTICATED');
    }
  });
});
