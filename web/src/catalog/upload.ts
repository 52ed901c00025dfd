import { readToken } from '../app/session/token';

/** What the picture belongs to; each has its own upload route (docs/catalog.md). */
export type ImageOwner = 'product' | 'category';

const ROUTES: Record<ImageOwner, string> = {
  product: '/api/catalog/setUpdateProductListImg',
  category: '/api/catalog/setUpdateCategoryImg',
};

/** The gateway's limit; checked here only to answer at once, the server decides. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const NOT_AN_IMAGE = 'Файл не является изображением (JPEG, PNG, WebP или GIF)';
export const TOO_BIG = 'Файл больше 5 МБ: выберите изображение поменьше';

/** The quick check before sending: a message for an obviously wrong file, else null. */
export function checkImageFile(file: File): string | null {
  // An empty type means the browser could not tell: let the server look at the bytes.
  if (file.type && !IMAGE_TYPES.includes(file.type)) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return TOO_BIG;
  if (file.size === 0) return 'Файл пустой';
  return null;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

// Said when the reply has no readable `{ message }` (a proxy's HTML page, a dropped connection).
const FALLBACK: Record<number, string> = {
  400: 'Файл не получен: выберите изображение ещё раз',
  401: 'Требуется вход в систему',
  403: 'Недостаточно прав для изменения каталога',
  404: 'Запись не найдена: возможно, её удалили',
  413: TOO_BIG,
  415: NOT_AN_IMAGE,
};

/**
 * Sends a picture as multipart (fields `id` and `img`), as the legacy client does. Resolves with
 * the reply (the whole list); rejects with an UploadError carrying the server's own words.
 */
export async function uploadImage(owner: ImageOwner, id: string, file: File): Promise<unknown> {
  const body = new FormData();
  body.append('id', id);
  body.append('img', file, file.name);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(new URL(ROUTES[owner], window.location.origin).href, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body,
    });
  } catch {
    throw new UploadError('Сервер недоступен. Проверьте подключение и повторите.', 0);
  }
  if (response.ok) return response.json().catch(() => null);
  let message: string | undefined;
  try {
    const reply = (await response.json()) as { message?: unknown };
    if (typeof reply?.message === 'string' && reply.message) message = reply.message;
  } catch {
    // Not JSON: the fallback below speaks for it.
  }
  throw new UploadError(
    message ?? FALLBACK[response.status] ?? 'Не удалось загрузить изображение. Повторите попытку.',
    response.status,
  );
}
