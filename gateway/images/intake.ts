/**
 * Picture intake (docs/catalog.md "Picture rules"): uploaded bytes become the stored picture of a
 * product or category, or a refusal with a Russian message. Judged by content, never by the file
 * name or the Content-Type the browser claims: the magic bytes must be JPEG, PNG, WebP or GIF, and
 * sharp must decode the whole picture (a truncated file is refused). Decoding is bounded by a pixel
 * limit, so a small file that inflates to gigapixels (a decompression bomb) is refused from its
 * header. What is stored is always our own re-encoding: WebP, auto-rotated, at most 1600 px a side,
 * no metadata (EXIF with GPS positions, camera serials) - never the uploaded bytes themselves.
 */
import { createHash } from 'node:crypto';
import type { SharpOptions } from 'sharp';
import { AppError } from '../errors';

/** sharp, a native library, loads with the first picture rather than at start-up (cold start). */
const loadSharp = async () => (await import('sharp')).default;

export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const IMAGE_RULES = {
  /** Longest side of the stored picture; smaller pictures are not enlarged. */
  maxSide: 1600,
  /** Longest side of the thumbnail. */
  thumbSide: 240,
  /** WebP quality of the picture; lowered step by step for pictures over the byte budget. */
  quality: [82, 72, 62, 52] as const,
  thumbQuality: 80,
  /** Pixels of the upload (width x height of one frame), checked from the header before decoding. */
  maxInputPixels: 40_000_000,
  /**
   * Bytes of the stored picture. A WebP of 1600 px rarely comes near it; a very noisy one is
   * re-encoded at a lower quality instead of filling the store (the CRM takes up to 8 MiB).
   */
  maxStoredBytes: 2 * 1024 * 1024,
  mime: 'image/webp',
} as const;

export const IMAGE_MESSAGES = {
  missing: 'Выберите файл изображения',
  notImage: 'Файл не является изображением (JPEG, PNG, WebP или GIF)',
  tooManyPixels: `Изображение слишком большое: не больше ${IMAGE_RULES.maxInputPixels / 1_000_000} мегапикселей`,
  tooDetailed: 'Изображение слишком детализировано: уменьшите его или сохраните с большим сжатием',
  tooBig: (maxBytes: number) => `Файл больше ${megabytes(maxBytes)} МБ`,
} as const;

/** "5", "2,5": the limit as people read it. */
function megabytes(bytes: number): string {
  const mb = Math.round((bytes / 1_048_576) * 10) / 10;
  return String(mb).replace('.', ',');
}

/**
 * A refused picture: 400 (no file, or not a picture: spec section 8 "Image update failure" is 400),
 * 413 (too large). Nothing reaches the CRM.
 */
export class ImageRejectedError extends AppError {
  constructor(
    statusCode: 400 | 413,
    message: string,
    readonly reason: 'MISSING' | 'NOT_IMAGE' | 'TOO_LARGE',
  ) {
    super(statusCode, 'BAD_USER_INPUT', message);
  }
}

export const notImage = () => new ImageRejectedError(400, IMAGE_MESSAGES.notImage, 'NOT_IMAGE');
export const missingFile = () => new ImageRejectedError(400, IMAGE_MESSAGES.missing, 'MISSING');
export const fileTooBig = (maxBytes: number) =>
  new ImageRejectedError(413, IMAGE_MESSAGES.tooBig(maxBytes), 'TOO_LARGE');

const startsWith = (bytes: Uint8Array, at: number, ascii: string) =>
  bytes.length >= at + ascii.length && [...ascii].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** The format the leading bytes announce, or null: the first gate, before any decoder runs. */
export function sniffFormat(bytes: Uint8Array): SourceFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (startsWith(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (startsWith(bytes, 0, 'GIF87a') || startsWith(bytes, 0, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return 'webp';
  return null;
}

/** The picture as the CRM stores it (docs/upstream-contract.md "catalog/setProductListImg"). */
export interface StoredImage {
  /** SHA-256 (hex) of `full`: the picture's address, so a URL never changes meaning. */
  key: string;
  mime: typeof IMAGE_RULES.mime;
  width: number;
  height: number;
  full: Buffer;
  thumb: Buffer;
}

const decodeOptions: SharpOptions = {
  limitInputPixels: IMAGE_RULES.maxInputPixels,
  // A truncated or corrupt picture is refused rather than stored half grey.
  failOn: 'error',
  // Animated GIF and WebP: the first frame only.
  pages: 1,
};

/** sharp's refusals, as ours; anything sharp cannot decode is "not a picture". */
function decodeError(err: unknown): ImageRejectedError {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) {
    return new ImageRejectedError(413, IMAGE_MESSAGES.tooManyPixels, 'TOO_LARGE');
  }
  return notImage();
}

async function encode(bytes: Buffer, quality: number) {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes, decodeOptions)
    .autoOrient()
    .resize({
      width: IMAGE_RULES.maxSide,
      height: IMAGE_RULES.maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  const thumb = await sharp(data)
    .resize({
      width: IMAGE_RULES.thumbSide,
      height: IMAGE_RULES.thumbSide,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: IMAGE_RULES.thumbQuality })
    .toBuffer();
  return { full: data, thumb, width: info.width, height: info.height };
}

/** The normalised picture and thumbnail of an upload, or ImageRejectedError. */
export async function normaliseImage(bytes: Buffer): Promise<StoredImage> {
  const format = sniffFormat(bytes);
  if (!format) throw notImage();
  // Outside the try: a library that fails to load is our fault, not a refused picture.
  const sharp = await loadSharp();
  try {
    // The header alone: unknown, mismatched or oversized pictures stop before any decoding.
    const meta = await sharp(bytes, decodeOptions).metadata();
    if (meta.format !== format) throw notImage();
  } catch (err) {
    throw err instanceof ImageRejectedError ? err : decodeError(err);
  }
  for (const quality of IMAGE_RULES.quality) {
    let out: Awaited<ReturnType<typeof encode>>;
    try {
      out = await encode(bytes, quality);
    } catch (err) {
      throw decodeError(err);
    }
    if (out.full.length <= IMAGE_RULES.maxStoredBytes) {
      const key = createHash('sha256').update(out.full).digest('hex');
      return { key, mime: IMAGE_RULES.mime, ...out };
    }
  }
  throw new ImageRejectedError(413, IMAGE_MESSAGES.tooDetailed, 'TOO_LARGE');
}
