/**
 * Delivering the outbox: with SMTP configured, real mail goes over a real socket to a small SMTP
 * server (nodemailer, no mocks); a permanent refusal fails the message at once and staff can retry
 * it; transient failures are retried up to the cap; a row left 'sending' by a crash is failed, not
 * sent again. The log transport (no SMTP_URL) is covered by the e2e acceptance flow.
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, MEMORY, type Db } from '../../crm/db/connect';
import { migrate } from '../../crm/db/migrate';
import { emptyTemplate, seededTemplate } from '../seeded-template';
import { drainOutbox, INTERRUPTED } from '../../crm/marketing/delivery';
import type { MailTransport } from '../../crm/marketing/transport';
import { LOCAL, startTestCrm } from './helper';
import { birthdayCampaign, newClient, outboxOf, send, type OutboxRow } from './marketing-helper';
import { ok, t } from './orders-helper';
import { startFakeSmtp, type FakeSmtp } from './smtp-fake';

const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 15_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.runIf(LOCAL)('SMTP delivery', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    // Its own in-memory database even in the PostgreSQL run: another file's CRM worker (log
    // transport) must not deliver these rows before this one does.
    t.crm = await startTestCrm({
      databaseUrl: null,
      mail: { smtpUrl: smtp.url, from: 'Цветы <shop@example.com>' },
    });
    const [admin] = await t.crm.db!.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'admin@example.com'",
    );
    t.adminId = admin.id;
  });
  afterAll(async () => {
    await t.crm?.close();
    await smtp?.close();
  });

  it('sends each queued message once; a 550 fails it at once; a retry after the fix delivers it', async () => {
    const good = await newClient({ birthday: '2000-01-01', email: 'good@example.com' });
    const bad = await newClient({ birthday: '2000-01-01', email: 'nobody@example.com' });
    smtp.refuse.add('nobody@example.com');
    const campaign = await birthdayCampaign({ segment: { occasionKind: 'birthday', occasionDays: 366 } });
    await send(campaign.id);

    const settled = (rows: OutboxRow[]) => rows.every((r) => r.status !== 'queued' && r.status !== 'sending');
    const rows = await until(() => outboxOf(campaign.id), settled);
    const row = (id: number) => rows.find((r) => r.clientId === id)!;
    expect(row(good.id)).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, error: '' });
    expect(row(bad.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row(bad.id).error).toMatch(/550/);
    const mails = smtp.received.filter((m) => m.to.includes('good@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0].from).toBe('shop@example.com');
    expect(mails[0].data).toMatch(/Content-Type: text\/html/i);

    smtp.refuse.clear();
    const retried = await ok<OutboxRow>('/marketing/retryOutbox', { id: row(bad.id).id });
    expect(retried.status).toBe('queued');
    const after = await until(
      () => outboxOf(campaign.id),
      (list) => list.find((r) => r.clientId === bad.id)?.status === 'sent',
    );
    expect(after.find((r) => r.clientId === bad.id)).toMatchObject({ status: 'sent', transport: 'smtp' });
    // Sending the campaign again mails nobody twice. A client who joined since is mailed by that
    // send: once their mail has arrived, the loop has drained everything that send queued (it
    // takes rows in id order), so a second mail to the others would be here by now.
    await newClient({ birthday: '2000-01-01', email: 'late@example.com' });
    const again = await send(campaign.id);
    expect(again.queued).toBe(1); // the newcomer only: the others count as already mailed
    await until(
      async () => smtp.received.filter((m) => m.to.includes('late@example.com')).length,
      (n) => n > 0,
    );
    expect(smtp.received.filter((m) => m.to.includes('late@example.com'))).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes('good@example.com'))).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes('nobody@example.com'))).toHaveLength(1);
  });
});

describe('the delivery loop', () => {
  // Its own in-memory database with no CRM on it: no CRM worker drains these rows behind the
  // test's back. The run's seeded shop (its outbox is empty) spares the 38 migrations; after the
  // shop's midnight that dump is stale and initdb's cluster is migrated here instead.
  let db: Db;
  const log = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
  beforeAll(async () => {
    db = await connect({ dataDir: MEMORY, template: seededTemplate() ?? emptyTemplate() });
    await migrate(db);
  });
  afterAll(async () => db?.close());

  async function queued(n: number): Promise<number> {
    const [client] = await db.query<{ id: number }>(
      "INSERT INTO clients (first_name) VALUES ('Тест') RETURNING id",
    );
    const [campaign] = await db.query<{ id: number }>(
      "INSERT INTO campaigns (name, subject, body_html) VALUES ('Тест', 'Тема', '<p>x</p>') RETURNING id",
    );
    for (let i = 0; i < n; i++) {
      const [other] =
        i === 0
          ? [client]
          : await db.query<{ id: number }>("INSERT INTO clients (first_name) VALUES ('Ещё') RETURNING id");
      await db.query(
        `INSERT INTO outbox (campaign_id, client_id, channel, address, subject, body_html, body_text)
         VALUES ($1, $2, 'email', 'a@example.com', 'Тема', '<p>x</p>', 'x')`,
        [campaign.id, other.id],
      );
    }
    return campaign.id;
  }
  const statuses = (campaignId: number) =>
    db.query<{ status: string; attempts: number; error: string }>(
      'SELECT status, attempts, error FROM outbox WHERE campaign_id = $1 ORDER BY id',
      [campaignId],
    );

  it('a transient failure is retried up to the cap, then the message is failed with the error', async () => {
    const campaignId = await queued(1);
    let calls = 0;
    const flaky: MailTransport = {
      name: 'smtp',
      send: async () => {
        calls++;
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
      close: () => undefined,
    };
    const result = await drainOutbox(db, flaky, log, { maxAttempts: 3, retryDelaysMs: [0] });
    expect(result).toEqual({ sent: 0, retried: 2, failed: 1 });
    expect(calls).toBe(3);
    expect(await statuses(campaignId)).toEqual([
      { status: 'failed', attempts: 3, error: 'connect ECONNREFUSED 127.0.0.1:25' },
    ]);
  });

  it('a message a crashed process left «sending» is failed, never sent a second time', async () => {
    const campaignId = await queued(2);
    await db.query(
      `UPDATE outbox SET status = 'sending', attempts = 1, claimed_at = now() - interval '11 minutes'
        WHERE id = (SELECT min(id) FROM outbox WHERE campaign_id = $1)`,
      [campaignId],
    );
    const sent: number[] = [];
    const fine: MailTransport = {
      name: 'log',
      send: async (m) => void sent.push(m.outboxId ?? 0),
      close: () => undefined,
    };
    const result = await drainOutbox(db, fine, log);
    expect(result.sent).toBe(1);
    expect(sent).toHaveLength(1);
    const rows = await statuses(campaignId);
    expect(rows[0]).toEqual({ status: 'failed', attempts: 1, error: INTERRUPTED });
    expect(rows[1]).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
