/**
 * Picture upload through /api/catalog/setUpdateProductListImg (and our setUpdateCategoryImg)
 * against the real embedded CRM: real pictures made with sharp are accepted, normalised (WebP,
 * rotated, at most 1600 px, no metadata) and served from /images; anything that is not a picture,
 * whatever its name or claimed type, is refused with a Russian 4xx and never reaches the CRM.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../../gateway/images/intake';
import { ACCOUNTS, bearer, login } from '../gateway/helper';
import { picture, upload, type FilePart } from '../gateway/catalog-helper';
import { startCountedGateway, type CountedGateway } from '../gateway/lists-helper';

type Rec = Record<string, unknown> & { id: number; image: string | null; name: string };

let gw: CountedGateway;
let sa: string;
let manager: string;
let product: Rec;
let category: Rec;

const IMG = 'setUpdateProductListImg';

async function products(): Promise<Rec[]> {
  const res = await gw.app.inject({
    method: 'GET',
    url: '/api/catalog/getAllProductList',
    headers: bearer(sa),
  });
  return res.json() as Rec[];
}
const productNow = async (id = product.id) => (await products()).find((p) => p.id === id)!;
const storedImages = async () =>
  Number((await gw.crm!.db.query<{ n: number }>('SELECT count(*)::int AS n FROM images'))[0].n);
const uploadCalls = () => gw.calls.filter((c) => /^catalog\/set\w+Img$/.test(c));

const png = async (o = {}): Promise<FilePart> => ({
  bytes: await picture.png(o),
  filename: 'photo.png',
  type: 'image/png',
});

beforeAll(async () => {
  gw = await startCountedGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  product = (await products()).find((p) => !p.deleted)!;
  const cats = await gw.app.inject({
    method: 'GET',
    url: '/api/catalog/getAllCategory',
    headers: bearer(sa),
  });
  category = (cats.json() as Rec[])[0];
});
afterAll(async () => gw?.close());
beforeEach(() => {
  gw.calls.length = 0;
});

describe('accepted pictures', () => {
  it('a PNG: 200 with the product list, the product gets the picture, /images serves WebP', async () => {
    const res = await upload(gw.app, sa, IMG, product.id, [await png({ width: 640, height: 480 })]);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Rec[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThan(1);
    const key = list.find((p) => p.id === product.id)!.image;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect((await productNow()).image).toBe(key);
    expect(uploadCalls()).toEqual(['catalog/setProductListImg']);

    const full = await gw.app.inject({ method: 'GET', url: `/images/${key}` });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });

    const again = await gw.app.inject({
      method: 'GET',
      url: `/images/${key}`,
      headers: { 'if-none-match': full.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('a JPEG turned by EXIF: stored upright, at most 1600 px, without its metadata; thumbnail ≤ 240 px', async () => {
    const bytes = await picture.jpeg({ width: 2400, height: 1200, orientation: 6 });
    const res = await upload(gw.app, sa, IMG, product.id, [
      { bytes, filename: 'IMG_0001.JPG', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(200);
    const key = (await productNow()).image!;
    const full = await gw.app.inject({ method: 'GET', url: `/images/${key}` });
    const meta = await sharp(full.rawPayload).metadata();
    // Orientation 6 turns the 2400×1200 frame to 1200×2400; then it fits 1600×1600.
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(full.rawPayload.includes('TestCam')).toBe(false);

    const thumb = await gw.app.inject({ method: 'GET', url: `/images/${key}?size=thumb` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers.etag).not.toBe(full.headers.etag);
    const small = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(small.width!, small.height!)).toBeLessThanOrEqual(240);
    expect(small).toMatchObject({ width: 120, height: 240 });
  });

  it('GIF (first frame) and WebP are pictures too; a small picture is not enlarged', async () => {
    for (const [bytes, type] of [
      [await picture.gif({ width: 60, height: 40 }), 'image/gif'],
      [await picture.webp({ width: 90, height: 30 }), 'image/webp'],
    ] as const) {
      const res = await upload(gw.app, sa, IMG, product.id, [{ bytes, type, filename: 'x' }]);
      expect(res.statusCode).toBe(200);
      const full = await gw.app.inject({ method: 'GET', url: `/images/${(await productNow()).image}` });
      const meta = await sharp(full.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(type === 'image/gif' ? 60 : 90);
    }
  });

  it('the same picture twice has the same key: one stored image', async () => {
    const file = await png({ background: '#123456' });
    await upload(gw.app, sa, IMG, product.id, [file]);
    const before = await storedImages();
    const key = (await productNow()).image;
    const other = (await products()).find((p) => p.id !== product.id && !p.deleted)!;
    const res = await upload(gw.app, sa, IMG, other.id, [file]);
    expect(res.statusCode).toBe(200);
    expect((await productNow(other.id)).image).toBe(key);
    expect(await storedImages()).toBe(before);
  });

  it('any single file field name works; `id` may come after the file', async () => {
    const file = { ...(await png({ background: '#abcdef' })), field: 'picture' };
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), 'a.png');
    form.append('id', String(product.id));
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await gw.app.inject({
      method: 'POST',
      url: `/api/catalog/${IMG}`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, ...bearer(sa) },
    });
    expect(res.statusCode).toBe(200);
  });

  it('a file over the JSON body limit (1 MiB) but under UPLOAD_MAX_BYTES is accepted', async () => {
    const bytes = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#888' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(gw.config.bodyLimitBytes);
    expect(bytes.length).toBeLessThan(gw.config.uploadMaxBytes);
    const res = await upload(gw.app, sa, IMG, product.id, [{ bytes, type: 'image/png' }]);
    expect(res.statusCode).toBe(200);
  });

  it('setUpdateCategoryImg sets a category picture and answers the category list', async () => {
    const res = await upload(gw.app, sa, 'setUpdateCategoryImg', category.id, [await png()]);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Rec[];
    expect(list.find((c) => c.id === category.id)!.image).toMatch(/^[0-9a-f]{64}$/);
    expect(list.every((c) => 'parentId' in c)).toBe(true);
    expect(uploadCalls()).toEqual(['catalog/setCategoryImg']);
  });
});

describe('refused uploads: nothing reaches the CRM, nothing changes', () => {
  let before: Rec;
  let imagesBefore: number;
  beforeEach(async () => {
    before = await productNow();
    imagesBefore = await storedImages();
    gw.calls.length = 0;
  });
  const unchanged = async () => {
    expect(uploadCalls()).toEqual([]);
    expect((await productNow()).image).toBe(before.image);
    expect(await storedImages()).toBe(imagesBefore);
  };

  it('a text file named photo.png: 400', async () => {
    const bytes = Buffer.from('Это не картинка, а просто текст.\n'.repeat(20));
    const res = await upload(gw.app, sa, IMG, product.id, [
      { bytes, filename: 'photo.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Файл не является изображением (JPEG, PNG, WebP или GIF)' });
    await unchanged();
  });

  it('a truncated PNG: 400', async () => {
    const whole = await picture.png({ width: 400, height: 300, noise: true });
    const bytes = whole.subarray(0, Math.floor(whole.length / 2));
    const res = await upload(gw.app, sa, IMG, product.id, [{ bytes, type: 'image/png' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMAGE_MESSAGES.notImage);
    await unchanged();
  });

  it('PNG magic bytes followed by garbage: 400', async () => {
    const bytes = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2000, 7)]);
    const res = await upload(gw.app, sa, IMG, product.id, [{ bytes, type: 'image/png' }]);
    expect(res.statusCode).toBe(400);
    await unchanged();
  });

  it('an SVG (script inside) sent as image/png: 400', async () => {
    const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload(gw.app, sa, IMG, product.id, [{ bytes, filename: 'a.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(400);
    await unchanged();
  });

  it('a file over UPLOAD_MAX_BYTES: 413 «Файл больше 5 МБ»', async () => {
    const bytes = Buffer.concat([await picture.png(), Buffer.alloc(gw.config.uploadMaxBytes + 1024)]);
    const res = await upload(gw.app, sa, IMG, product.id, [{ bytes, type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Файл больше 5 МБ' });
    await unchanged();
  });

  it('a decompression bomb (tiny file, 48 megapixels): 413 before decoding', async () => {
    const bytes = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const res = await upload(gw.app, sa, IMG, product.id, [{ bytes, type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/мегапиксел/);
    await unchanged();
  });

  it('no file: 400 «Выберите файл изображения»; an empty file counts as none', async () => {
    const none = await upload(gw.app, sa, IMG, product.id, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'Выберите файл изображения' });
    const empty = await upload(gw.app, sa, IMG, product.id, [{ bytes: Buffer.alloc(0), filename: '' }]);
    expect(empty.statusCode).toBe(400);
    await unchanged();
  });

  it('two files: 400', async () => {
    const file = await png();
    const res = await upload(gw.app, sa, IMG, product.id, [file, { ...file, field: 'img2' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Можно загрузить только один файл');
    await unchanged();
  });

  it('not multipart: JSON or text is 415', async () => {
    const json = await gw.app.inject({
      method: 'POST',
      url: `/api/catalog/${IMG}`,
      headers: bearer(sa),
      payload: { id: product.id, img: 'iVBORw0KGgo=' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);
    const text = await gw.app.inject({
      method: 'POST',
      url: `/api/catalog/${IMG}`,
      headers: { ...bearer(sa), 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/multipart\/form-data/);
    await unchanged();
  });

  it('a malformed multipart body: 400', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: `/api/catalog/${IMG}`,
      headers: { ...bearer(sa), 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="img"; filename="a.png"\r\n\r\nabc',
    });
    expect(res.statusCode).toBe(400);
    await unchanged();
  });

  it('missing or malformed id: 400; unknown id: 404', async () => {
    const file = await png({ background: '#fedcba' });
    const missing = await upload(gw.app, sa, IMG, null, [file]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Не указан id записи');
    const bad = await upload(gw.app, sa, IMG, 'abc', [file]);
    expect(bad.statusCode).toBe(400);
    await unchanged();
    const unknown = await upload(gw.app, sa, IMG, 999_999, [file]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('message');
  });
});

describe('access and limits of the other routes', () => {
  it.each([IMG, 'setUpdateCategoryImg'])(
    '%s: 401 without a token, 403 without CATALOG/NEWPRODUCT',
    async (path) => {
      const file = await png();
      gw.calls.length = 0;
      const anonymous = await upload(gw.app, null, path, product.id, [file]);
      expect(anonymous.statusCode).toBe(401);
      const forbidden = await upload(gw.app, manager, path, product.id, [file]);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Недостаточно прав' });
      expect(uploadCalls()).toEqual([]);
    },
  );

  it('multipart is not accepted by the other /api routes, and their JSON limit stands', async () => {
    const form = await upload(gw.app, sa, 'setUpdateProductList', product.id, [await png()]);
    expect(form.statusCode).toBe(415);
    const big = await gw.app.inject({
      method: 'POST',
      url: '/api/catalog/setUpdateProductList',
      headers: bearer(sa),
      payload: {
        dataProductListUpdate: { id: product.id, description: 'x'.repeat(gw.config.bodyLimitBytes) },
      },
    });
    expect(big.statusCode).toBe(413);
  });
});
