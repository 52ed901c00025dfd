/**
 * Pictures of categories and products. The gateway decodes, resizes and re-encodes an upload
 * (WebP) before it gets here, but the CRM is the store and checks what it keeps: the key must be
 * the SHA-256 of the bytes, so a URL built from it can never serve other content.
 *
 * Images are content-addressed and shared: replacing or removing a picture leaves the old row
 * behind. Such orphans are small (one normalised WebP and its thumbnail) and may come back into
 * use when the same picture is uploaded again, so nothing collects them.
 */
import { createHash } from 'node:crypto';
import type { ListDef } from '../../schema/lists';
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';

const MiB = 1024 * 1024;
export const MAX_FULL_BYTES = 8 * MiB;
export const MAX_THUMB_BYTES = 1 * MiB;
export const MAX_SIDE = 10_000;
export const MIME_TYPES: ReadonlySet<string> = new Set(['image/webp', 'image/jpeg', 'image/png']);
const KEY = /^[0-9a-f]{64}$/;

export interface NewImage {
  key: string;
  mime: string;
  width: number;
  height: number;
  full: Buffer;
  thumb: Buffer;
}

const invalid = (message: string): never => {
  throw new CrmError('VALIDATION', message);
};

const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** Strict base64: Buffer.from would silently skip stray characters and accept a truncated tail. */
function decode(raw: unknown, label: string, maxBytes: number): Buffer {
  if (typeof raw !== 'string' || raw === '')
    return invalid(`Изображение: поле «${label}» — ожидается base64`);
  // Judge the size on the text before decoding anything.
  if (raw.length > base64Length(maxBytes)) {
    return invalid(`Изображение: поле «${label}» больше ${maxBytes / MiB} МиБ`);
  }
  const bytes = Buffer.from(raw, 'base64');
  // Only the canonical text of the decoded bytes encodes back to itself.
  if (bytes.toString('base64') !== raw) return invalid(`Изображение: поле «${label}» — некорректный base64`);
  if (bytes.length > maxBytes) return invalid(`Изображение: поле «${label}» больше ${maxBytes / MiB} МиБ`);
  return bytes;
}

function side(raw: unknown, label: string): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw <= 0 || raw > MAX_SIDE) {
    return invalid(`Изображение: «${label}» — целое число от 1 до ${MAX_SIDE}`);
  }
  return raw;
}

/** `image` of setProductListImg/setCategoryImg: null removes the picture. */
export function parseImage(raw: unknown): NewImage | null {
  if (raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return invalid('Поле «image»: ожидается изображение {key, mime, width, height, full, thumb} или null');
  }
  const data = raw as Record<string, unknown>;
  if (typeof data.key !== 'string' || !KEY.test(data.key)) {
    return invalid('Изображение: ключ — 64 шестнадцатеричные цифры SHA-256');
  }
  if (typeof data.mime !== 'string' || !MIME_TYPES.has(data.mime)) {
    return invalid('Изображение: допустимы только форматы WebP, JPEG и PNG');
  }
  const image: NewImage = {
    key: data.key,
    mime: data.mime,
    width: side(data.width, 'width'),
    height: side(data.height, 'height'),
    full: decode(data.full, 'full', MAX_FULL_BYTES),
    thumb: decode(data.thumb, 'thumb', MAX_THUMB_BYTES),
  };
  if (createHash('sha256').update(image.full).digest('hex') !== image.key) {
    invalid('Изображение: ключ не совпадает с SHA-256 содержимого');
  }
  return image;
}

/** Sets (or with null removes) the picture of record `id`; the same picture twice is one row. */
export async function setRecordImage(tx: Db, list: ListDef, id: number, image: NewImage | null) {
  const found = await tx.query(`SELECT 1 FROM "${list.table}" WHERE id = $1 FOR UPDATE`, [id]);
  if (found.length === 0) throw new CrmError('NOT_FOUND');
  if (image) {
    await tx.query(
      `INSERT INTO images (key, mime, width, height, full_bytes, thumb_bytes)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (key) DO NOTHING`,
      [image.key, image.mime, image.width, image.height, image.full, image.thumb],
    );
  }
  await tx.query(`UPDATE "${list.table}" SET image = $2 WHERE id = $1`, [id, image?.key ?? null]);
}

export interface StoredImage {
  key: string;
  mime: string;
  width: number;
  height: number;
  /** base64 of the requested size. */
  data: string;
}

/** The full picture or its thumbnail; width and height are always those of the full picture. */
export async function readImage(db: Db, key: unknown, size: 'full' | 'thumb'): Promise<StoredImage> {
  if (typeof key !== 'string' || !KEY.test(key)) throw new CrmError('NOT_FOUND', 'Изображение не найдено');
  const column = size === 'thumb' ? 'thumb_bytes' : 'full_bytes';
  const [row] = await db.query<{ mime: string; width: number; height: number; bytes: Uint8Array }>(
    `SELECT mime, width, height, ${column} AS bytes FROM images WHERE key = $1`,
    [key],
  );
  if (!row) throw new CrmError('NOT_FOUND', 'Изображение не найдено');
  // pg hands back a Buffer, PGlite a Uint8Array.
  const data = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength).toString('base64');
  return { key, mime: row.mime, width: row.width, height: row.height, data };
}
