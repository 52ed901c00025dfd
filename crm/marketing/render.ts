/**
 * A campaign's message for one client: placeholders replaced by the client's values. Values are
 * HTML-escaped into the body (a client named «<script>» stays text), and the result is cleaned
 * once more, so a value can never turn into markup or a link scheme whatever the template holds.
 */
import { PLACEHOLDER_PATTERN, placeholderKey, type PlaceholderKey } from '../../schema/marketing';
import { richTextToPlain, sanitizeRichText } from '../../schema/rich-text';

export interface MessageTemplate {
  subject: string;
  bodyHtml: string;
}

export interface Recipient {
  firstName: string;
  patronymic: string;
  occasion: { title: string; date: string } | null;
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** dd.MM of a yyyy-MM-dd date: the occasion recurs, its year says nothing to the client. */
const dayMonth = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

export function placeholderValues(r: Recipient, promocode: string | null): Record<PlaceholderKey, string> {
  const first = r.firstName.trim() || 'клиент';
  return {
    имя: first,
    имя_отчество: r.patronymic.trim() ? `${first} ${r.patronymic.trim()}` : first,
    повод: r.occasion?.title ?? '',
    дата: r.occasion ? dayMonth(r.occasion.date) : '',
    промокод: promocode ?? '',
  };
}

function fill(template: string, values: Record<PlaceholderKey, string>, escape: (s: string) => string) {
  return template.replace(PLACEHOLDER_PATTERN, (token, inner: string) => {
    const key = placeholderKey(inner);
    return key ? escape(values[key]) : token;
  });
}

export function renderMessage(
  template: MessageTemplate,
  recipient: Recipient,
  promocode: string | null,
): RenderedMessage {
  const values = placeholderValues(recipient, promocode);
  const html = sanitizeRichText(fill(template.bodyHtml, values, escapeHtml));
  // The subject is plain text (a mail header; the web shows it as text), so no escaping.
  const subject = fill(template.subject, values, (s) => s.replace(/[\r\n]+/g, ' '));
  return { subject, html, text: richTextToPlain(html) };
}
