/**
 * The one sanitiser of rich text (the shared editor's HTML: product descriptions, mailings). The
 * CRM runs it before it stores rich text and the gateway before it shows any, so a script, an
 * event handler or a `javascript:` link never reaches a browser or an e-mail, whoever wrote the
 * row. Server-only: the web app renders what the server already cleaned.
 */
import sanitizeHtml from 'sanitize-html';

/** Longest rich text kept, in characters of cleaned HTML. */
export const RICH_TEXT_MAX_LENGTH = 100_000;

/** Video players the editor embeds by URL; any other frame is dropped. */
export const VIDEO_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const ALIGN = [/^(left|right|center|justify)$/];

const OPTIONS: sanitizeHtml.IOptions = {
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
    'video',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    div: ['data-youtube-video'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    source: ['src', 'type'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], video: ['https'], source: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  // Links leave the CRM in a new tab without handing it window.opener.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.href ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}),
      },
    }),
  },
  // A frame or media element whose URL was refused is dropped whole, not left empty.
  exclusiveFilter: (frame) => ['iframe', 'img', 'video', 'source'].includes(frame.tag) && !frame.attribs.src,
  // Dropped with their content (a <script>'s text must not survive as visible text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'object', 'embed'],
};

/** Clean HTML: only the editor's formats, no scripts, handlers, foreign frames or bad URLs. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
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
