/**
 * The `marketing` area: campaigns are cleaned and checked on write, segments pick the right
 * clients (occasions across the year boundary and on 29 February, idle clients, big spenders, a
 * shop type, a branch), do-not-disturb clients never get a message, a send is idempotent even when
 * two run at once, and placeholder values are escaped into the message.
 */
import { describe, expect, it } from 'vitest';
import { audience } from '../../crm/marketing/segment';
import type { Segment } from '../../crm/marketing/input';
import { LOCAL, call } from './helper';
import { ok, t, useOrdersCrm } from './orders-helper';
import {
  BODY,
  addDays,
  audienceOf,
  birthdayCampaign,
  birthdayIn,
  newClient,
  orderFor,
  outboxOf,
  send,
  tag,
  today,
  type Campaign,
} from './marketing-helper';

useOrdersCrm();

const refused = async (path: string, body: Record<string, unknown>) => {
  const reply = await call(t.crm, path, body);
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ error: 1, errorInfo: 'VALIDATION' });
  return reply.body.message;
};

const SEGMENT: Segment = {
  occasionKind: null,
  occasionDays: null,
  idleDays: null,
  spentOver: null,
  shopType: null,
  affiliateId: null,
};

describe('campaigns are cleaned and checked on write', () => {
  it('script, event handlers and javascript: links are removed from the stored body', async () => {
    const dirty =
      '<p onclick="steal()">Привет, {{имя}}!<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">ссылка</a>' +
      '<iframe src="https://evil.example/x"></iframe><p><a href="https://shop.example/">Магазин</a></p>';
    const saved = await birthdayCampaign({ bodyHtml: dirty });
    for (const body of [
      saved.bodyHtml,
      (await ok<Campaign>('/marketing/getCampaign', { id: saved.id })).bodyHtml,
    ]) {
      expect(body).not.toMatch(/script|onclick|onerror|javascript:|alert|evil\.example/i);
      expect(body).toContain('Привет, {{имя}}!');
      expect(body).toContain('href="https://shop.example/"');
    }
  });

  it('refuses bad input with Russian messages and stores nothing', async () => {
    const before = (await ok<Campaign[]>('/marketing/getCampaigns', {})).length;
    const base = { name: 'Рассылка', subject: 'Тема', bodyHtml: '<p>Текст</p>', userId: t.adminId };
    expect(await refused('/marketing/saveCampaign', { ...base, name: '  ' })).toBe(
      'Поле «Название» обязательно',
    );
    expect(await refused('/marketing/saveCampaign', { ...base, bodyHtml: '<script>x()</script>' })).toBe(
      'Поле «Текст» обязательно',
    );
    expect(await refused('/marketing/saveCampaign', { ...base, subject: 'x'.repeat(201) })).toBe(
      'Поле «Тема письма»: не длиннее 200 символов',
    );
    expect(await refused('/marketing/saveCampaign', { ...base, bodyHtml: '<p>{{фамилия}}</p>' })).toMatch(
      /^Поле «Текст»: неизвестная подстановка «\{\{фамилия\}\}»; доступны \{\{имя\}\}/,
    );
    expect(await refused('/marketing/saveCampaign', { ...base, bodyHtml: '<p>Код {{промокод}}</p>' })).toBe(
      'В тексте есть {{промокод}}, но промокод не выбран',
    );
    expect(await refused('/marketing/saveCampaign', { ...base, subject: 'Скоро {{повод}}' })).toMatch(
      /^Подстановка \{\{повод\}\} нужна поводу/,
    );
    expect(
      await refused('/marketing/saveCampaign', { ...base, bodyHtml: '<p>{{<strong>имя</strong>}}</p>' }),
    ).toMatch(/разбита форматированием/);
    expect(
      await refused('/marketing/saveCampaign', {
        ...base,
        segment: { occasionKind: 'birthday', occasionDays: 400 },
      }),
    ).toBe('Поле «Повод в ближайшие, дней»: целое число от 0 до 366');
    expect(await refused('/marketing/saveCampaign', { ...base, segment: { shopType: 'bakery' } })).toBe(
      'Поле «Тип магазина»: одно из flower_shop, fastfood',
    );
    expect((await ok<Campaign[]>('/marketing/getCampaigns', {})).length).toBe(before);
  });

  it('a sent campaign is frozen and cannot be deleted; a copy is a new draft', async () => {
    const campaign = await birthdayCampaign();
    await send(campaign.id);
    expect(
      await refused('/marketing/saveCampaign', {
        id: campaign.id,
        name: 'x',
        subject: 'y',
        bodyHtml: '<p>z</p>',
      }),
    ).toMatch(/уже отправлена/);
    expect(await refused('/marketing/deleteCampaign', { id: campaign.id })).toMatch(/журналу отправки/);
    const copy = await ok<Campaign>('/marketing/copyCampaign', { id: campaign.id, userId: t.adminId });
    expect(copy).toMatchObject({
      status: 'draft',
      name: `Копия: ${campaign.name}`,
      bodyHtml: campaign.bodyHtml,
    });
    expect(await ok('/marketing/deleteCampaign', { id: copy.id })).toEqual({ id: copy.id });
    const gone = await call(t.crm, '/marketing/getCampaign', { id: copy.id });
    expect(gone.body).toMatchObject({ error: 1, errorInfo: 'NOT_FOUND', message: 'Рассылка не найдена' });
  });
});

describe.runIf(LOCAL)('segments', () => {
  const mine = async (segment: Partial<Segment>, on: string, ids: number[]) =>
    (await audience(t.crm.db!, { ...SEGMENT, ...segment }, on)).filter((m) => ids.includes(m.clientId));

  it('an occasion within N days wraps over the new year and 29 February falls on 1 March', async () => {
    const jan2 = await newClient({ birthday: '1990-01-02' });
    const dec20 = await newClient({ birthday: '1990-12-20' });
    const leap = await newClient({ birthday: '2000-02-29' });
    const ids = [jan2.id, dec20.id, leap.id];

    const wrap = await mine({ occasionKind: 'birthday', occasionDays: 7 }, '2030-12-28', ids);
    expect(wrap.map((m) => [m.clientId, m.occasion?.date])).toEqual([[jan2.id, '2031-01-02']]);
    // The day itself counts; the day after the window does not.
    expect(await mine({ occasionKind: 'any', occasionDays: 0 }, '2031-01-02', ids)).toHaveLength(1);
    expect(await mine({ occasionKind: 'any', occasionDays: 5 }, '2031-01-03', ids)).toHaveLength(0);
    const march = await mine({ occasionKind: 'birthday', occasionDays: 3 }, '2031-02-26', ids);
    expect(march.map((m) => [m.clientId, m.occasion?.date])).toEqual([[leap.id, '2031-03-01']]);
    const leapYear = await mine({ occasionKind: 'birthday', occasionDays: 3 }, '2032-02-27', ids);
    expect(leapYear.map((m) => m.occasion?.date)).toEqual(['2032-02-29']);
  });

  it('occasions of a kind: an anniversary is found by «anniversary» and «any», not by «birthday»', async () => {
    const c = await newClient();
    await ok('/marketing/saveOccasion', {
      clientId: c.id,
      kind: 'anniversary',
      title: 'Годовщина свадьбы',
      month: 6,
      day: 12,
      userId: t.adminId,
    });
    // A one-off event counts only in its own year.
    await ok('/marketing/saveOccasion', {
      clientId: c.id,
      kind: 'other',
      title: 'Открытие офиса',
      month: 6,
      day: 14,
      year: 2031,
      recurring: false,
    });
    const on = '2031-06-10';
    expect((await mine({ occasionKind: 'anniversary', occasionDays: 5 }, on, [c.id]))[0]?.occasion).toEqual({
      kind: 'anniversary',
      title: 'Годовщина свадьбы',
      date: '2031-06-12',
    });
    expect(await mine({ occasionKind: 'birthday', occasionDays: 5 }, on, [c.id])).toHaveLength(0);
    expect((await mine({ occasionKind: 'other', occasionDays: 5 }, on, [c.id]))[0]?.occasion?.date).toBe(
      '2031-06-14',
    );
    expect(await mine({ occasionKind: 'other', occasionDays: 5 }, '2032-06-10', [c.id])).toHaveLength(0);
  });

  it('last order older than N days, spent more than X, shop type and branch', async () => {
    const idle = await newClient();
    const fresh = await newClient();
    const never = await newClient();
    const order = await orderFor(idle.phone, '2031-03-08');
    await orderFor(fresh.phone, '2031-05-30');
    const total = order.itog_value as number;
    const ids = [idle.id, fresh.id, never.id];
    const on = '2031-06-01';

    expect((await mine({ idleDays: 30 }, on, ids)).map((m) => m.clientId)).toEqual([idle.id]);
    expect(await mine({ idleDays: 85 }, on, ids)).toHaveLength(0);
    expect((await mine({ spentOver: total - 1 }, on, ids)).map((m) => m.clientId).sort()).toEqual(
      [idle.id, fresh.id].sort(),
    );
    expect(await mine({ spentOver: total }, on, ids)).toHaveLength(0);
    expect(await mine({ shopType: 'flower_shop' }, on, ids)).toHaveLength(2);
    expect(await mine({ shopType: 'fastfood' }, on, ids)).toHaveLength(0);
    expect(await mine({ affiliateId: 1 }, on, ids)).toHaveLength(2);
    const [other] = await t.crm.db!.query<{ id: number }>('SELECT id FROM affiliates WHERE id <> 1 LIMIT 1');
    if (other) expect(await mine({ affiliateId: other.id }, on, ids)).toHaveLength(0);
    // No condition: everyone, the client who never ordered too.
    expect(await mine({}, on, ids)).toHaveLength(3);
  });
});

describe('do-not-disturb and sending', () => {
  it('a do-not-disturb client is in the audience (flagged) but gets no message; sending again adds nothing', async () => {
    const quiet = await newClient({ birthday: birthdayIn(2) });
    const glad = await newClient({ birthday: birthdayIn(3), firstName: 'Вера' });
    const noMail = await newClient({ birthday: birthdayIn(4), email: '' });
    const marked = await ok<{ doNotDisturb: boolean; doNotDisturbAt: string }>('/marketing/setDoNotDisturb', {
      clientId: quiet.id,
      value: true,
      userId: t.adminId,
    });
    expect(marked.doNotDisturb).toBe(true);
    expect(marked.doNotDisturbAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const campaign = await birthdayCampaign();
    const members = await audienceOf(campaign.id);
    const byId = new Map(members.map((m) => [m.clientId, m]));
    expect(byId.get(quiet.id)?.doNotDisturb).toBe(true);
    expect(byId.get(glad.id)?.occasion).toEqual({
      kind: 'birthday',
      title: 'День рождения',
      date: addDays(today(), 3),
    });

    const first = await send(campaign.id);
    const eligible = members.filter((m) => !m.doNotDisturb);
    expect(first.doNotDisturb).toBe(members.length - eligible.length);
    expect(first.queued + first.noEmail).toBe(eligible.length);
    expect(first.campaign.status).toBe('sent');

    const rows = await outboxOf(campaign.id);
    expect(rows.map((r) => r.clientId).sort()).toEqual(eligible.map((m) => m.clientId).sort());
    expect(rows.some((r) => r.clientId === quiet.id)).toBe(false);
    const gladRow = rows.find((r) => r.clientId === glad.id)!;
    expect(gladRow).toMatchObject({ channel: 'email', subject: 'Вера, с наступающим!' });
    expect(gladRow.bodyHtml).toContain(
      `Здравствуйте, Вера! Скоро День рождения (${addDays(today(), 3).slice(8, 10)}.`,
    );
    expect(rows.find((r) => r.clientId === noMail.id)).toMatchObject({
      channel: 'none',
      status: 'skipped',
      error: 'Нет e-mail: позвоните клиенту',
    });

    const again = await send(campaign.id);
    expect(again).toMatchObject({ queued: 0, noEmail: 0, already: eligible.length });
    expect(await outboxOf(campaign.id)).toHaveLength(rows.length);
  });

  it('two sends at once put one message per client in the outbox', async () => {
    await newClient({ birthday: birthdayIn(1) });
    await newClient({ birthday: birthdayIn(5) });
    const campaign = await birthdayCampaign();
    const results = await Promise.all([send(campaign.id), send(campaign.id), send(campaign.id)]);
    const rows = await outboxOf(campaign.id);
    expect(new Set(rows.map((r) => r.clientId)).size).toBe(rows.length);
    expect(results.reduce((n, r) => n + r.queued + r.noEmail, 0)).toBe(rows.length);
    const eligible = (await audienceOf(campaign.id)).filter((m) => !m.doNotDisturb);
    expect(rows).toHaveLength(eligible.length);
  });

  it('switching do-not-disturb off lets the next campaign reach the client again', async () => {
    const c = await newClient({ birthday: birthdayIn(2) });
    await ok('/marketing/setDoNotDisturb', { clientId: c.id, value: true });
    await ok('/marketing/setDoNotDisturb', { clientId: c.id, value: false });
    const campaign = await birthdayCampaign();
    await send(campaign.id);
    expect((await outboxOf(campaign.id)).some((r) => r.clientId === c.id)).toBe(true);
    expect(await refused('/marketing/setDoNotDisturb', { clientId: c.id, value: 'yes' })).toBe(
      'Поле «value»: true или false',
    );
  });
});

describe('preview and placeholders', () => {
  it('values are escaped into the HTML; a value in a link cannot become javascript:', async () => {
    const tag = await newClient({ firstName: '<img src=x onerror=alert(1)>', birthday: birthdayIn(2) });
    const link = await newClient({ firstName: 'javascript:alert(2)', birthday: birthdayIn(2) });
    const campaign = await birthdayCampaign({
      bodyHtml: '<p>Дорогая {{имя}}!</p><p><a href="{{имя}}">ссылка</a></p>',
      subject: 'Для {{имя}}',
    });
    type Preview = { html: string; subject: string; text: string; outboxStatus: string | null };
    const preview = (clientId: number) =>
      ok<Preview>('/marketing/getPreview', { campaignId: campaign.id, clientId });

    const escaped = await preview(tag.id);
    expect(escaped.html).toContain('Дорогая &lt;img src=x onerror=alert(1)&gt;!');
    expect(escaped.html).not.toContain('<img');
    expect(escaped.subject).toBe('Для <img src=x onerror=alert(1)>');
    expect(escaped.text).toContain('Дорогая <img src=x onerror=alert(1)>!');
    expect(escaped.outboxStatus).toBeNull();

    const linked = await preview(link.id);
    expect(linked.html).not.toMatch(/href="\s*javascript:/i);
    expect(linked.html).not.toContain('href');
    expect(linked.text).toContain('ссылка');
  });

  it('the promo code of the campaign fills {{промокод}}; a client outside the segment has no preview', async () => {
    const code = `SPRING-${tag()}`.toUpperCase();
    const { record: promo } = await ok<{ record: { id: number } }>('/reference/setSaveNewPromocode', {
      dataPromocodeUpdate: { code, discountKind: 'percent', discountValue: 10 },
    });
    const inside = await newClient({ birthday: birthdayIn(1) });
    const outside = await newClient({ birthday: birthdayIn(30) });
    const campaign = await birthdayCampaign({
      bodyHtml: '<p>Ваш код: {{промокод}}</p>',
      promocodeId: promo.id,
    });
    expect(campaign.promocode).toBe(code);
    const preview = await ok<{ html: string }>('/marketing/getPreview', {
      campaignId: campaign.id,
      clientId: inside.id,
    });
    expect(preview.html).toBe(`<p>Ваш код: ${code}</p>`);
    expect(await refused('/marketing/getPreview', { campaignId: campaign.id, clientId: outside.id })).toBe(
      'Клиент не входит в сегмент рассылки',
    );
  });

  it('after sending, the preview is the message as the outbox holds it', async () => {
    const c = await newClient({ birthday: birthdayIn(2) });
    const campaign = await birthdayCampaign();
    await send(campaign.id);
    const preview = await ok<{ html: string; outboxStatus: string }>('/marketing/getPreview', {
      campaignId: campaign.id,
      clientId: c.id,
    });
    const row = (await outboxOf(campaign.id)).find((r) => r.clientId === c.id)!;
    expect(preview.html).toBe(row.bodyHtml);
    expect(preview.outboxStatus).not.toBeNull();
    expect(BODY).toContain('{{имя}}');
  });
});

describe('occasions', () => {
  interface Suggestion {
    orderId: number;
    kind: string;
    title: string;
    month: number;
    day: number;
  }
  interface Occasion {
    id: number;
    source: string;
    orderId: number | null;
    orderNumber: string | null;
  }
  type Client = { occasions: Occasion[]; suggestions: Suggestion[]; nextOccasion: { title: string } | null };
  const clientOf = (clientId: number) => ok<Client>('/marketing/getClient', { clientId });

  it('past orders propose occasions from their cards; accepting one twice adds it once', async () => {
    const c = await newClient();
    const recipient = { firstName: 'Мария', lastName: 'Иванова', patronymic: '', phone: '+7 900 000-00-01' };
    const birthday = await orderFor(c.phone, '2031-03-14', { cardToOrder: 'С днём рождения!', recipient });
    await orderFor(c.phone, '2031-04-01', { cardToOrder: 'Люблю тебя', recipient });
    const jubilee = await orderFor(c.phone, '2031-05-20', { cardToOrder: 'С юбилеем!', recipient: null });

    const { suggestions } = await clientOf(c.id);
    expect(suggestions).toEqual([
      expect.objectContaining({
        orderId: jubilee.id,
        kind: 'anniversary',
        title: 'Юбилей (по открытке)',
        month: 5,
        day: 20,
      }),
      expect.objectContaining({
        orderId: birthday.id,
        kind: 'birthday',
        title: 'День рождения: Мария Иванова',
        month: 3,
        day: 14,
      }),
    ]);

    const accept = {
      clientId: c.id,
      kind: 'birthday',
      title: 'День рождения: Мария Иванова',
      month: 3,
      day: 14,
    };
    const first = await ok<Occasion>('/marketing/saveOccasion', {
      ...accept,
      orderId: birthday.id,
      userId: t.adminId,
    });
    const second = await ok<Occasion>('/marketing/saveOccasion', { ...accept, orderId: birthday.id });
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({ source: 'order', orderId: birthday.id, orderNumber: birthday.number });
    const after = await clientOf(c.id);
    expect(after.occasions).toHaveLength(1);
    expect(after.suggestions.map((s) => s.orderId)).toEqual([jubilee.id]);

    const stranger = await newClient();
    expect(
      await refused('/marketing/saveOccasion', { ...accept, clientId: stranger.id, orderId: birthday.id }),
    ).toBe('Поле «Заказ»: это не заказ этого клиента');
  });

  it('checks dates, edits and deletes; the client list shows the next occasion', async () => {
    const c = await newClient({ birthday: null });
    const base = { clientId: c.id, kind: 'other', title: 'День знакомства' };
    expect(await refused('/marketing/saveOccasion', { ...base, month: 2, day: 31 })).toBe(
      'Дата 31.02 не существует',
    );
    expect(await refused('/marketing/saveOccasion', { ...base, month: 2, day: 29, year: 2031 })).toBe(
      'Дата 29.02 не существует',
    );
    expect(await refused('/marketing/saveOccasion', { ...base, month: 5, day: 1, recurring: false })).toBe(
      'Для разового события укажите год',
    );
    expect(await refused('/marketing/saveOccasion', { ...base, kind: 'party', month: 5, day: 1 })).toBe(
      'Поле «Вид повода»: одно из birthday, anniversary, other',
    );
    const soon = addDays(today(), 10);
    const saved = await ok<Occasion>('/marketing/saveOccasion', {
      ...base,
      month: Number(soon.slice(5, 7)),
      day: Number(soon.slice(8, 10)),
    });
    expect(saved.source).toBe('manual');
    const listed = (
      await ok<{ id: number; nextOccasion: unknown; occasionCount: number }[]>('/marketing/getClients', {})
    ).find((x) => x.id === c.id);
    expect(listed).toMatchObject({
      occasionCount: 1,
      nextOccasion: { kind: 'other', title: 'День знакомства', date: soon },
    });

    await ok('/marketing/saveOccasion', { ...base, id: saved.id, title: 'Знакомство', month: 1, day: 1 });
    expect((await clientOf(c.id)).occasions).toEqual([
      expect.objectContaining({ id: saved.id, month: 1, day: 1 }),
    ]);
    expect(await ok('/marketing/deleteOccasion', { id: saved.id })).toEqual({ id: saved.id });
    const again = await call(t.crm, '/marketing/deleteOccasion', { id: saved.id });
    expect(again.body).toMatchObject({ error: 1, errorInfo: 'NOT_FOUND', message: 'Повод не найден' });
  });
});
