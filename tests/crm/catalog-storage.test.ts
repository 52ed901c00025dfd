/**
 * The catalogue on disk: a picture, a composition and a category placement survive a restart of
 * a CRM on an on-disk PGlite directory (whatever DATABASE_URL says), and the seed does not run
 * again, even when every composition has been cleared.
 */
import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startCrm } from '../../crm/server';
import { LOCAL, call, type TestCrm } from './helper';
import type { Rec, WriteData } from './list-samples';
import { seededTempDir } from '../seeded-dir';

const SLOW = 120_000;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<TestCrm> {
  const apiKey = randomBytes(12).toString('hex');
  return { ...(await startCrm({ dataDir, databaseUrl: null, apiKey })), apiKey };
}

async function ok<T>(crm: TestCrm, path: string, body: unknown): Promise<T> {
  const reply = await call<T>(crm, path, body);
  expect(reply.body.error, reply.body.message).toBe(0);
  return reply.body.data as T;
}

describe.skipIf(!LOCAL)('the catalogue on an on-disk PGlite directory', () => {
  it(
    'keeps pictures, compositions and the category order across a restart',
    async () => {
      const dir = seededTempDir('crm-catalog-');
      dirs.push(dir);
      const first = await start(dir);
      const [parent, moved] = await ok<Rec[]>(first, '/catalog/getAllCategory', {});
      const products = await ok<Rec[]>(first, '/catalog/getAllProductList', {});
      const full = randomBytes(4096);
      const image = {
        key: createHash('sha256').update(full).digest('hex'),
        mime: 'image/webp',
        width: 800,
        height: 600,
        full: full.toString('base64'),
        thumb: randomBytes(300).toString('base64'),
      };
      await ok(first, '/catalog/setProductListImg', { id: products[0].id, image });
      const placed = await ok<WriteData>(first, '/catalog/setCategoryPlace', {
        id: moved.id,
        parentId: parent.id,
        beforeId: null,
      });
      // Clear every composition: the seed must not bring them back.
      const compositions = await ok<{ productId: number }[]>(first, '/catalog/getAllProductComposition', {});
      for (const productId of new Set(compositions.map((r) => r.productId))) {
        await ok(first, '/catalog/setProductComposition', { productId, items: [] });
      }
      // Two seeded sauces: one shop type, no composition of their own.
      const [dish, part] = [products[products.length - 1], products[products.length - 2]];
      await ok(first, '/catalog/setProductComposition', {
        productId: dish.id,
        items: [{ componentId: part.id, quantity: 2.5 }],
      });
      await first.close();

      const second = await start(dir);
      try {
        expect(await ok(second, '/catalog/getAllCategory', {})).toEqual(placed.list);
        const stored = await ok<{ data: string }>(second, '/catalog/getImage', {
          key: image.key,
          size: 'thumb',
        });
        expect(stored.data).toBe(image.thumb);
        expect((await ok<Rec[]>(second, '/catalog/getAllProductList', {}))[0].image).toBe(image.key);
        expect(await ok(second, '/catalog/getAllProductComposition', {})).toEqual([
          { productId: dish.id, componentId: part.id, quantity: 2.5, sort: 1 },
        ]);
      } finally {
        await second.close();
      }
    },
    SLOW,
  );
});
