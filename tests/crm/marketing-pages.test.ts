/**
 * The marketing screen's paged calls (issue 17): getClientPage, getOutboxPage and getAudiencePage
 * walk without gaps or repeats while rows arrive between pages, filter and search on the server,
 * count in SQL (checked against the whole-list calls), refuse bad sizes and cursors, and use the
 * indexes of migrations 016 and 017 (EXPLAIN, embedded CRM only).
 */
import { describe, expect, it } from 'vitest';
import { call, PLANS } from './helper';
import { ok, t, useOrdersCrm } from './orders-helper';
import { birthdayCampaign, birthdayIn, newClient, send, tag } from './marketing-helper';

useOrdersCrm();

interface Page<T> {
  rows: T[];
  total: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}
interface ClientRow {
  id: number;
  sort: number;
  name: string;
  doNotDisturb: boolean;
  nextOccasion: { date: string } | null;
}
interface MemberRow {
  clientId: number;
  doNotDisturb: boolean;
  key: { soon: string; id: number };
}

/** Every page of a call, `first` at a time; `between` runs after each page. */
async function walk<T>(
  path: string,
  body: Record<string, unknown>,
  next: (last: T) => Record<string, unknown>,
  between?: () => Promise<void>,
) {
  const seen: T[] = [];
  let after: Record<string, unknown> = {};
  for (;;) {
    const p = await ok<Page<T>>(path, { ...body, ...after });
    seen.push(...p.rows);
    if (!p.hasNextPage) return { seen, total: p.total };
    after = next(p.rows.at(-1)!);
    await between?.();
  }
}

describe('marketing/getClientPage', () => {
  it('walks a search in the directory order, each client once, new ones at the end', async () => {
    const surname = `Страничный${tag()}`;
    for (let i = 0; i < 5; i += 1) await newClient({ lastName: surname, firstName: `Имя${i}` });
    let added = 0;
    const { seen, total } = await walk<ClientRow>(
      '/marketing/getClientPage',
      { search: surname, first: 2 },
      (last) => ({ afterSort: last.sort, afterId: last.id }),
      async () => {
        if (added++ < 2) await newClient({ lastName: surname, firstName: `Позже${added}` });
      },
    );
    expect(seen).toHaveLength(7);
    expect(new Set(seen.map((c) => c.id)).size).toBe(7);
    expect(total).toBe(7);
    expect(seen.map((c) => c.name.split(' ')[0])).toEqual(Array(7).fill(surname));
  });

  it('pages backwards to the same rows', async () => {
    const surname = `Назад${tag()}`;
    for (let i = 0; i < 4; i += 1) await newClient({ lastName: surname });
    const all = await ok<Page<ClientRow>>('/marketing/getClientPage', { search: surname, first: 10 });
    const last = all.rows.at(-1)!;
    const back = await ok<Page<ClientRow>>('/marketing/getClientPage', {
      search: surname,
      last: 2,
      beforeSort: last.sort,
      beforeId: last.id,
    });
    expect(back.rows.map((r) => r.id)).toEqual(all.rows.slice(1, 3).map((r) => r.id));
    expect(back).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it('filters do-not-disturb and an occasion soon, with totals that agree with the whole list', async () => {
    const surname = `Фильтр${tag()}`;
    const soon = await newClient({ lastName: surname, birthday: birthdayIn(3) });
    const quiet = await newClient({ lastName: surname, birthday: birthdayIn(100) });
    await newClient({ lastName: surname, birthday: null });
    await ok('/marketing/setDoNotDisturb', { clientId: quiet.id, value: true, userId: t.adminId });
    const of = (body: Record<string, unknown>) =>
      ok<Page<ClientRow>>('/marketing/getClientPage', { search: surname, ...body });
    expect((await of({ doNotDisturb: true })).rows.map((r) => r.id)).toEqual([quiet.id]);
    expect((await of({ doNotDisturb: false })).total).toBe(2);
    const within = await of({ occasionDays: 30 });
    expect(within.rows.map((r) => r.id)).toEqual([soon.id]);
    expect(within.rows[0].nextOccasion?.date).toBeTruthy();

    // Without a search: the totals are those of the whole list.
    const whole = await ok<ClientRow[]>('/marketing/getClients', {});
    const quietPage = await ok<Page<ClientRow>>('/marketing/getClientPage', { doNotDisturb: true, first: 1 });
    expect(quietPage.total).toBe(whole.filter((c) => c.doNotDisturb).length);
    const everyone = await ok<Page<ClientRow>>('/marketing/getClientPage', { first: 1 });
    expect(everyone.total).toBe(whole.length);
  });

  it('refuses a page over 250, both directions at once and a broken cursor', async () => {
    for (const body of [
      { first: 251 },
      { first: 2, last: 2 },
      { afterSort: 'x', afterId: 1 },
      { occasionDays: 400 },
      { doNotDisturb: 'да' },
    ]) {
      const reply = await call(t.crm, '/marketing/getClientPage', body);
      expect(reply.body, JSON.stringify(body)).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
    }
  });
});

describe('marketing/getOutboxPage and getAudiencePage', () => {
  it('pages a campaign audience and its send log, newest first, totals from SQL', async () => {
    const surname = `Аудитория${tag()}`;
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await newClient({ lastName: surname, birthday: birthdayIn(i) }));
    await ok('/marketing/setDoNotDisturb', { clientId: made[0].id, value: true, userId: t.adminId });
    const campaign = await birthdayCampaign();
    const whole = await ok<{ clientId: number; doNotDisturb: boolean }[]>('/marketing/getAudience', {
      campaignId: campaign.id,
    });
    const first = await ok<Page<MemberRow> & { doNotDisturb: number }>('/marketing/getAudiencePage', {
      campaignId: campaign.id,
      first: 2,
    });
    expect(first.total).toBe(whole.length);
    expect(first.doNotDisturb).toBe(whole.filter((m) => m.doNotDisturb).length);
    const { seen } = await walk<MemberRow>(
      '/marketing/getAudiencePage',
      { campaignId: campaign.id, first: 2 },
      (last) => ({ afterSoon: last.key.soon, afterId: last.key.id }),
    );
    expect(seen.map((m) => m.clientId).sort()).toEqual(whole.map((m) => m.clientId).sort());
    // Soonest first: dates never go back.
    const soons = seen.map((m) => m.key.soon);
    expect([...soons].sort()).toEqual(soons);

    // An unsaved segment pages the same way.
    const draft = await ok<Page<MemberRow>>('/marketing/getAudiencePage', {
      segment: { occasionKind: 'birthday', occasionDays: 7 },
      first: 1,
    });
    expect(draft.total).toBe(whole.length);

    await send(campaign.id);
    const log = await walk<{ id: number; campaignId: number }>(
      '/marketing/getOutboxPage',
      { campaignId: campaign.id, first: 2 },
      (last) => ({ afterId: last.id }),
    );
    const eligible = whole.filter((m) => !m.doNotDisturb).length;
    expect(log.total).toBe(eligible);
    expect(log.seen).toHaveLength(eligible);
    expect(log.seen.map((r) => r.id)).toEqual([...log.seen.map((r) => r.id)].sort((a, b) => b - a));
    const skipped = await ok<Page<{ status: string }>>('/marketing/getOutboxPage', {
      campaignId: campaign.id,
      status: 'sent',
      first: 250,
    });
    expect(skipped.rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('refuses bad sizes, statuses and cursors', async () => {
    for (const [path, body] of [
      ['/marketing/getOutboxPage', { first: 0 }],
      ['/marketing/getOutboxPage', { status: 'lost' }],
      ['/marketing/getOutboxPage', { afterId: 'x' }],
      ['/marketing/getAudiencePage', { segment: {}, first: 251 }],
      ['/marketing/getAudiencePage', { segment: {}, afterId: 3, afterSoon: 'soon' }],
    ] as const) {
      const reply = await call(t.crm, path, body);
      expect(reply.body, `${path} ${JSON.stringify(body)}`).toMatchObject({
        error: 1,
        errorInfo: 'VALIDATION',
      });
    }
  });
});

describe.runIf(PLANS)('the indexes the marketing pages need', () => {
  async function plan(sql: string, params: unknown[]): Promise<string> {
    return t.crm.db!.transaction(async (tx) => {
      // A table of a few rows: without these PostgreSQL may prefer any index, or a bitmap of the
      // primary key and a sort, whatever the filter (it did once in CI).
      await tx.query('SET LOCAL enable_seqscan = off');
      await tx.query('SET LOCAL enable_bitmapscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('the send log by campaign, by status, and all of it', async () => {
    expect(
      await plan(
        'SELECT id FROM outbox WHERE campaign_id = $1 AND id < $2 ORDER BY id DESC LIMIT 51',
        // A first page's bound: every id, so only the campaign narrows the read.
        [1, 2_147_483_647],
      ),
    ).toContain('outbox_campaign_page_idx');
    expect(
      await plan('SELECT id FROM outbox WHERE status = $1 AND id < $2 ORDER BY id DESC LIMIT 51', [
        'failed',
        2_147_483_647,
      ]),
    ).toContain('outbox_status_page_idx');
    expect(await plan('SELECT id FROM outbox WHERE id < $1 ORDER BY id DESC LIMIT 51', [9])).toContain(
      'outbox_pkey',
    );
  });

  it('do-not-disturb clients in the directory order', async () => {
    expect(
      await plan(
        'SELECT id FROM clients WHERE NOT deleted AND do_not_disturb AND (sort, id) > ($1, $2) ORDER BY sort, id LIMIT 51',
        [0, 0],
      ),
    ).toContain('clients_quiet_sort_idx');
  });
});
