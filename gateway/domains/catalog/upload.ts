/**
 * Reading a picture upload (multipart/form-data): a few short text fields and exactly one file,
 * whatever its field name (the legacy client sends `img`). The file is buffered up to
 * UPLOAD_MAX_BYTES and no further; the multipart parser exists only in the scope of the upload
 * routes, so every other /api route still takes JSON only and the global body limit stands.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { fileTooBig } from '../../images/intake';

export const UPLOAD_MESSAGES = {
  notMultipart: 'Ожидается форма multipart/form-data с файлом изображения',
  badForm: 'Некорректная форма multipart/form-data',
  oneFile: 'Можно загрузить только один файл',
  tooManyFields: 'Слишком много полей формы',
} as const;

export interface Upload {
  /** Text fields by name (the last value of a repeated name). */
  fields: Record<string, string>;
  /** The file's bytes, or null when the form had none (or an empty one: no file chosen). */
  file: Buffer | null;
}

const unsupported = () => new AppError(415, 'BAD_USER_INPUT', UPLOAD_MESSAGES.notMultipart);
const badForm = (message: string = UPLOAD_MESSAGES.badForm) => new AppError(400, 'BAD_USER_INPUT', message);

/** The parser's failures as our messages; `null` for errors that are not about the form. */
function formError(err: unknown, maxBytes: number): AppError | null {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooBig(maxBytes);
    case 'FST_FILES_LIMIT':
      return badForm(UPLOAD_MESSAGES.oneFile);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badForm(UPLOAD_MESSAGES.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return unsupported();
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return badForm();
  }
  // busboy's own: a missing boundary, a malformed part header, a body that ends mid-part.
  if (err instanceof Error && code === undefined && /multipart|boundary|part|form/i.test(err.message)) {
    return badForm();
  }
  return null;
}

/** The fields and the one file of an upload, or a 4xx AppError with a Russian message. */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw unsupported();
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read even an extra file to its end, so the form's remaining fields still arrive.
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue;
        if (file) throw badForm(UPLOAD_MESSAGES.oneFile);
        file = bytes;
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    throw formError(err, maxBytes) ?? err;
  }
  return { fields, file };
}

/** Registers the multipart parser in `scope` (an encapsulated plugin of the upload routes only). */
export async function acceptUploads(scope: FastifyInstance, maxBytes: number): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: {
      files: 1,
      fileSize: maxBytes,
      fields: 5,
      parts: 6,
      fieldNameSize: 100,
      fieldSize: 1024,
      headerPairs: 50,
    },
    throwFileSizeLimit: true,
  });
}
