/**
 * Webhook deliveries per second (issue 20 item 4): `npx tsx bench/webhooks.ts [EVENTS]` (default
 * 2,000; `npm run bench -- webhooks`). A CRM on a PGlite directory, one endpoint to a receiver on
 * loopback, EVENTS order.created rows in the outbox; the worker fans them out and posts them,
 * signed, until all are delivered. Baseline: the same number of plain POSTs of the same bodies to
 * the same receiver, 8 at a time (the worker's parallelism), with no database at all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { startCrm } from '../crm/server';
import { report } from './table';

const EVENTS = Number(process.argv[2] ?? 2000);
const root = mkdtempSync(join(tmpdir(), 'bench-webhooks-'));
let received = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received++;
    res.end('ok');
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
const address = receiver.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hooks`;

const crm = await startCrm({
  dataDir: join(root, 'data'),
  apiKey: 'bench-webhooks-key',
  webhooks: { allowPrivate: true, autoRun: false },
});
try {
  const db = crm.db;
  await db.query(`INSERT INTO webhook_endpoints (url, events, secret) VALUES ($1, '{order.created}', $2)`, [
    url,
    'whsec_bench_' + 'x'.repeat(40),
  ]);
  await db.query(
    `INSERT INTO crm_events (kind, shop_type, subject_id, payload)
     SELECT 'order.created', 'flower_shop', g, jsonb_build_object('orderId', g, 'statusId', 1, 'workerId', null, 'total', 250000)
       FROM generate_series(1, $1) g`,
    [EVENTS],
  );

  const started = performance.now();
  const result = await crm.webhooks.runOnce();
  const seconds = (performance.now() - started) / 1000;
  if (result.delivered !== EVENTS || received !== EVENTS)
    throw new Error(`delivered ${result.delivered}, received ${received} of ${EVENTS}`);
  const rate = EVENTS / seconds;

  // The same posts without the outbox, the claims and the records: what the receiver alone allows.
  const agent = new Agent({ connections: 16 });
  const body = JSON.stringify({ id: '1', type: 'order.created', data: { orderId: 1, total: 250000 } });
  received = 0;
  const rawStart = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next++ < EVENTS) {
        const res = await request(url, {
          method: 'POST',
          body,
          dispatcher: agent,
          headers: { 'content-type': 'application/json' },
        });
        await res.body.dump();
      }
    }),
  );
  const rawRate = EVENTS / ((performance.now() - rawStart) / 1000);
  await agent.close();

  report([
    {
      id: 'W1',
      name: `webhook deliveries to a loopback receiver, ${EVENTS.toLocaleString('en-US')} order.created events, PGlite`,
      baseline: `plain POSTs, 8 at a time: ${Math.round(rawRate).toLocaleString('en-US')}/s`,
      value: `${Math.round(rate).toLocaleString('en-US')} deliveries/s`,
      ratio: Math.round((rate / rawRate) * 100) / 100,
      target: '≥ 100/s',
      met: rate >= 100,
      note: `fan-out, claim (lease), signed POST and the record of each, 8 posts in flight; ${seconds.toFixed(1)} s in all`,
    },
  ]);
} finally {
  await crm.close();
  receiver.close();
  rmSync(root, { recursive: true, force: true });
}
