/**
 * The one sanitiser of rich text (the shared editor's HTML: product descriptions, mailings). The
 * CRM runs it before it stores rich text and the gateway before it shows any, so a script, an
 * event handler or a `javascript:` link never reaches a browser or an e-mail, whoever wrote the
 * row. Server-only: the web app renders what the server already cleaned.
 */
import sanitizeHtml from 'sanitize-html';
import type { FieldDef } from './lists';

/** Longest rich text kept, in characters of cleaned HTML. */
export const RICH_TEXT_MAX_LENGTH = 100_000;

/** Video players the editor embeds by URL; any other frame is dropped. */
export const VIDEO_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/** The editor wraps each player frame in a div marked with one of these. */
const VIDEO_WRAPPERS = ['data-youtube-video', 'data-vimeo-video'];

const ALIGN = [/^(left|right|center|justify)$/];

// allowedEmptyAttributes is a sanitize-html 2.x option its type package does not list yet.
const OPTIONS: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    div: [...VIDEO_WRAPPERS],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // https only: the content security policy (gateway/plugins/security.ts) loads no http picture.
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  // Links leave the CRM in a new tab without handing it window.opener.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
  allowedEmptyAttributes: ['alt', ...VIDEO_WRAPPERS],
  // Runs on the filtered attributes: an anchor whose address was refused keeps only its text; a
  // frame or picture without an absolute URL, or a player wrapper left without its frame, goes.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'a') return frame.attribs.href ? false : 'excludeTag';
    if (frame.tag === 'img' || frame.tag === 'iframe') return !/^https?:\/\//i.test(frame.attribs.src ?? '');
    if (frame.tag === 'div' && VIDEO_WRAPPERS.some((w) => w in frame.attribs)) {
      return !frame.mediaChildren.includes('iframe');
    }
    return false;
  },
  // Dropped with their content (a <script>'s text must not survive as visible text).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'object',
    'embed',
    'svg',
    'math',
  ],
};

/**
 * sanitize-html writes void elements XHTML-style (`<img … />`) and styles compactly
 * (`text-align:center`); the editor writes `<img …>` and `text-align: center;`. Putting them back
 * keeps cleaned editor output byte-identical, so saving a description changes nothing. Both
 * patterns can only match inside a tag: text and attribute values have `<`, `>` and `"` escaped.
 */
function asEditorWrites(html: string): string {
  return html
    .replace(/ \/>/g, '>')
    .replace(
      /(<[a-z][a-z0-9]*\b[^<>]*? style=")text-align:(left|right|center|justify)"/g,
      '$1text-align: $2;"',
    );
}

/** Clean HTML: only the editor's formats, no scripts, handlers, foreign frames or bad URLs. */
export function sanitizeRichText(html: string): string {
  return asEditorWrites(sanitizeHtml(html, OPTIONS)).trim();
}

/**
 * A list record with its `richtext` fields cleaned (the CRM before it writes, the gateway on every
 * record it hands out). Other fields and non-string values pass untouched; the input is not changed.
 */
export function withCleanRichText<T extends Record<string, unknown>>(
  fields: readonly FieldDef[],
  record: T,
): T {
  let copy: T | null = null;
  for (const f of fields) {
    const v = record[f.name];
    if (f.type !== 'richtext' || typeof v !== 'string') continue;
    const clean = sanitizeRichText(v);
    if (clean !== v) (copy ??= { ...record })[f.name as keyof T] = clean as T[keyof T];
  }
  return copy ?? record;
}

/** The visible text of rich text (previews, plain-text e-mail parts, length checks). */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[1-4]|li|div|blockquote)>|<br\s*\/?>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
