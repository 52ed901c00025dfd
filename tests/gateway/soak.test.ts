/**
 * The soak's short run (bench/soak.ts runs the same driver for 5 minutes and also watches the
 * heap): a mixed load of reads and writes through the gateway over real HTTP, answered without a
 * single error, and the store holding exactly the writes that were acknowledged.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkClientEdits, runSoak, storeCounts } from '../../bench/soak-load';
import { startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let origin: string;

beforeAll(async () => {
  gw = await startGateway();
  origin = await gw.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => gw?.close());

it('answers every request of a mixed load and stores exactly the acknowledged writes', async () => {
  const db = gw.crm!.db;
  const before = await storeCounts(db);
  const r = await runSoak({ origin, seconds: 15, clients: 4 });

  expect(r.errorSamples).toEqual([]);
  expect(r.errors).toBe(0);
  // Every kind of request was made, writes included.
  expect(Object.keys(r.byOp)).toHaveLength(9);
  expect(r.acked.orders).toBeGreaterThan(0);
  expect(r.acked.clients).toBeGreaterThan(0);

  const after = await storeCounts(db);
  expect(after.orders - before.orders).toBe(r.acked.orders);
  expect(after.clients - before.clients).toBe(r.acked.clients);
  expect(await checkClientEdits(db, r.lastEdit)).toEqual([]);
}, 120_000);
