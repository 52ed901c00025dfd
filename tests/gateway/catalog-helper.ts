/**
 * What the catalogue tests share: real pictures made with sharp (PNG, JPEG with an EXIF
 * orientation, GIF, WebP, noise that does not compress), multipart bodies for app.inject, and
 * the upload call of /api/catalog.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer } from './helper';

export interface PictureOptions {
  width?: number;
  height?: number;
  /** Random pixels: a picture that compresses badly (big files, big WebP). */
  noise?: boolean;
  background?: string;
}

function canvas({ width = 320, height = 200, noise = false, background = '#3a7' }: PictureOptions) {
  if (!noise) return sharp({ create: { width, height, channels: 3, background } });
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

export const picture = {
  png: (o: PictureOptions = {}) => canvas(o).png().toBuffer(),
  /** EXIF that must not survive (camera, owner); `orientation` 6: rotate 90° clockwise to view. */
  jpeg: (o: PictureOptions & { orientation?: number } = {}) =>
    canvas(o)
      .jpeg({ quality: 90 })
      .withMetadata(o.orientation ? { orientation: o.orientation } : {})
      .withExifMerge({ IFD0: { Make: 'TestCam', Copyright: 'secret-owner' } })
      .toBuffer(),
  gif: (o: PictureOptions = {}) => canvas(o).gif().toBuffer(),
  webp: (o: PictureOptions = {}) => canvas(o).webp().toBuffer(),
};

export interface FilePart {
  bytes: Buffer;
  filename?: string;
  /** The Content-Type the client claims for the file. */
  type?: string;
  /** The form field; the legacy client uses `img`. */
  field?: string;
}

/** A multipart/form-data body (as a browser's FormData makes it) and its content-type header. */
export async function formBody(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) {
    const blob = new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' });
    form.append(f.field ?? 'img', blob, f.filename ?? 'photo.png');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** POST /api/catalog/<path> with `id` and the files, as `token`. */
export async function upload(
  app: FastifyInstance,
  token: string | null,
  path: string,
  id: string | number | null,
  files: FilePart[],
) {
  const body = await formBody(id === null ? {} : { id: String(id) }, files);
  return app.inject({
    method: 'POST',
    url: `/api/catalog/${path}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}
