/**
 * Pictures of products and categories: setProductListImg / setCategoryImg store a picture the
 * gateway has normalised (or remove it with null), getImage reads it back. The CRM checks what
 * it stores: the key is the SHA-256 of the bytes, the sizes and the format are bounded.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from './helper';
import {
  c,
  category,
  makeImage,
  newCategory,
  newProduct,
  ok,
  product,
  refused,
  useCatalogCrm,
} from './catalog-helper';
import type { WriteData } from './list-samples';

useCatalogCrm();

const MiB = 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface Stored {
  key: string;
  mime: string;
  width: number;
  height: number;
  data: string;
}

describe('setProductListImg / setCategoryImg / getImage', () => {
  it('stores a picture, reads it back full and as a thumbnail, and removes it', async () => {
    const p = await newProduct();
    const image = makeImage();
    const set = await ok<WriteData>('/catalog/setProductListImg', { id: p.id, image });
    expect(set.record).toEqual({ ...p, image: image.key });
    expect(set.list.find((r) => r.id === p.id)).toEqual(set.record);

    const full = await ok<Stored>('/catalog/getImage', { key: image.key, size: 'full' });
    expect(full).toEqual({ key: image.key, mime: 'image/webp', width: 1600, height: 1200, data: image.full });
    expect((await ok<Stored>('/catalog/getImage', { key: image.key })).data).toBe(image.full);
    const thumb = await ok<Stored>('/catalog/getImage', { key: image.key, size: 'thumb' });
    expect(thumb).toEqual({ ...full, data: image.thumb });

    const removed = await ok<WriteData>('/catalog/setProductListImg', { id: p.id, image: null });
    expect(removed.record.image).toBeNull();
    // The picture itself stays: content-addressed, it may be in use elsewhere or come back.
    expect((await ok<Stored>('/catalog/getImage', { key: image.key })).data).toBe(image.full);
  });

  it('keeps one row for the same picture set on a product and a category', async () => {
    const [p, cat] = [await newProduct(), await newCategory()];
    const image = makeImage();
    await ok('/catalog/setProductListImg', { id: p.id, image });
    const set = await ok<WriteData>('/catalog/setCategoryImg', { id: cat.id, image });
    expect(set.record).toEqual({ ...cat, image: image.key });
    expect((await category(cat.id)).image).toBe(image.key);
    if (c.crm.db) {
      const rows = await c.crm.db.query('SELECT key FROM images WHERE key = $1', [image.key]);
      expect(rows).toHaveLength(1);
    }
  });

  it('takes a picture of 8 MiB, larger than the default body limit', async () => {
    const p = await newProduct();
    const image = makeImage(8 * MiB);
    const set = await ok<WriteData>('/catalog/setProductListImg', { id: p.id, image });
    expect(set.record.image).toBe(image.key);
    expect((await ok<Stored>('/catalog/getImage', { key: image.key })).data).toBe(image.full);
    // Every other call keeps the small limit.
    const big = await call(c.crm, '/catalog/getAllCategory', { pad: 'x'.repeat(2 * MiB) });
    expect(big.status).toBe(413);
  });

  it('stores every byte value as sent, from a view into a larger buffer too (crm/db/pglite.ts codec)', async () => {
    // The storage's own bytea codec (PGlite's is replaced for speed) must keep each byte, the
    // zero and 0xff bytes at the ends included, and read only the view's bytes, not its buffer's.
    const all = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
    const view = new Uint8Array(all.buffer, all.byteOffset + 1, 510);
    const image = makeImage(64, { full: Buffer.from(view).toString('base64'), key: sha256(view) });
    const p = await newProduct();
    await ok('/catalog/setProductListImg', { id: p.id, image });
    const stored = await ok<Stored>('/catalog/getImage', { key: sha256(view) });
    expect(Buffer.from(stored.data, 'base64').equals(Buffer.from(view))).toBe(true);
    if (c.crm.db) {
      const [row] = await c.crm.db.query<{ echo: Uint8Array; none: Uint8Array }>(
        `SELECT $1::bytea AS echo, ''::bytea AS none`,
        [view],
      );
      expect(Buffer.from(row.echo).equals(Buffer.from(view))).toBe(true);
      expect(row.none).toHaveLength(0);
    }
  });

  it('refuses an unknown record with NOT_FOUND and stores nothing', async () => {
    const image = makeImage();
    await refused('/catalog/setProductListImg', { id: 2_000_000_000, image }, 'NOT_FOUND');
    await refused('/catalog/setCategoryImg', { id: 2_000_000_000, image }, 'NOT_FOUND');
    await refused('/catalog/getImage', { key: image.key }, 'NOT_FOUND', 'Изображение не найдено');
  });

  const bad: [string, () => unknown, RegExp][] = [
    ['no image at all', () => undefined, /^Поле «image»/],
    ['an array', () => [makeImage()], /^Поле «image»/],
    ['a malformed key', () => ({ ...makeImage(), key: 'ABC' }), /ключ/],
    ['an uppercase key', () => ({ ...makeImage(), key: makeImage().key.toUpperCase() }), /ключ/],
    ['a key of other bytes', () => ({ ...makeImage(), key: makeImage().key }), /не совпадает с SHA-256/],
    ['a mime outside the list', () => makeImage(64, { mime: 'image/svg+xml' }), /WebP, JPEG и PNG/],
    ['width 0', () => makeImage(64, { width: 0 }), /width/],
    ['height over 10000', () => makeImage(64, { height: 10_001 }), /height/],
    ['a fractional width', () => makeImage(64, { width: 1.5 }), /width/],
    ['a width as text', () => ({ ...makeImage(), width: '1600' }), /width/],
    ['full with a stray character', () => ({ ...makeImage(), full: `${makeImage().full}!` }), /base64/],
    [
      'full without padding',
      () => withFull(Buffer.from('hello').toString('base64').replace('=', '')),
      /base64/,
    ],
    ['full in base64url', () => withFull(Buffer.from([0xfb, 0xff]).toString('base64url')), /base64/],
    ['an empty full', () => withFull(''), /full/],
    ['an empty thumb', () => ({ ...makeImage(), thumb: '' }), /thumb/],
    [
      'a thumb over 1 MiB',
      () => ({ ...makeImage(), thumb: Buffer.alloc(MiB + 1).toString('base64') }),
      /1 МиБ/,
    ],
    ['a full over 8 MiB', () => makeImage(8 * MiB + 1), /8 МиБ/],
  ];

  /** A picture whose full text is `full`, with the key of what that text decodes to. */
  function withFull(full: string) {
    return makeImage(64, { full, key: makeImage().key });
  }

  it.each(bad)('refuses %s with VALIDATION and changes nothing', async (_name, image, message) => {
    const p = await newProduct();
    const stored = makeImage();
    await ok('/catalog/setProductListImg', { id: p.id, image: stored });
    const before = await product(p.id);
    await refused('/catalog/setProductListImg', { id: p.id, image: image() }, 'VALIDATION', message);
    expect(await product(p.id)).toEqual(before);
  });

  it('refuses a malformed id, and answers NOT_FOUND for a malformed key or VALIDATION for a bad size', async () => {
    await refused('/catalog/setCategoryImg', { id: 'abc', image: null }, 'VALIDATION', /«id»/);
    await refused('/catalog/getImage', { key: '../etc/passwd' }, 'NOT_FOUND');
    await refused('/catalog/getImage', { key: 42 }, 'NOT_FOUND');
    await refused('/catalog/getImage', { key: makeImage().key, size: 'huge' }, 'VALIDATION', /«size»/);
  });
});
