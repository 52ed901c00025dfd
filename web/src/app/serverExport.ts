import { readToken } from './session/token';

/** Hands `blob` to the browser as a download named `name`. */
export function saveFile(name: string, blob: Blob) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** A refused or failed export, in the server's own words where it gave them. */
export class ExportError extends Error {}

const FALLBACK: Record<number, string> = {
  401: 'Сессия истекла: войдите снова',
  403: 'Выгрузка клиентских данных доступна с правом «Клиенты»',
};

/**
 * Downloads a CSV the server makes (/api/export/*: every matching row, written to the audit
 * log) and resolves with how many rows it holds.
 */
export async function serverExport(path: string, params: Record<string, string>): Promise<number> {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(url.href, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ExportError('Сервер недоступен. Проверьте подключение и повторите.');
  }
  if (!response.ok) {
    const reply = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof reply?.message === 'string' && reply.message ? reply.message : null;
    throw new ExportError(
      message ?? FALLBACK[response.status] ?? 'Не удалось выгрузить файл. Повторите попытку.',
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  saveFile(name, await response.blob());
  return Number(response.headers.get('x-export-rows') ?? 0);
}
