/**
 * What the editor accepts as a URL, checked before anything is inserted. The server sanitiser
 * (schema/rich-text.ts) is the real guard; this only gives the user a clear message early.
 */

/** A link's scheme is http, https or mailto (a bare «example.com» gets https). */
export function isLinkScheme(url: string): boolean {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto'].includes(scheme);
}

function parse(raw: string): URL | null {
  try {
    return new URL(raw.trim());
  } catch {
    return null;
  }
}

/** A link: http(s) with a host, or mailto with an address. */
export function isLinkUrl(raw: string): boolean {
  const url = parse(raw);
  if (!url) return false;
  if (url.protocol === 'mailto:') return /^[^@\s]+@[^@\s]+$/.test(decodeURIComponent(url.pathname));
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
}

/** An image: https only (no data: or blob: — the row must stay small and portable). */
export function isImageUrl(raw: string): boolean {
  const url = parse(raw);
  // https only, as the server keeps it and the content security policy loads it.
  return !!url && url.protocol === 'https:' && url.hostname.includes('.');
}

const YOUTUBE = /^(www\.|m\.|music\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)$/;
const VIMEO = /^(www\.|player\.)?vimeo\.com$/;

/** The video a page URL points at, or null when it is not a YouTube or Vimeo video. */
export function videoOf(
  raw: string,
): { kind: 'youtube'; src: string } | { kind: 'vimeo'; id: string } | null {
  const url = parse(raw);
  if (!url || url.protocol !== 'https:') return null;
  if (YOUTUBE.test(url.hostname)) {
    const id =
      url.hostname === 'youtu.be'
        ? url.pathname.slice(1)
        : (url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([\w-]+)/)?.[1]);
    return id && /^[\w-]{6,}$/.test(id) ? { kind: 'youtube', src: url.href } : null;
  }
  if (VIMEO.test(url.hostname)) {
    const id = url.pathname.match(/^\/(?:video\/)?(\d+)/)?.[1];
    return id ? { kind: 'vimeo', id } : null;
  }
  return null;
}
