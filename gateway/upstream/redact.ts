/**
 * The CRM API key rides in the query string, where logs and error texts love to copy it.
 * Everything the upstream client logs or throws goes through here first.
 */
const API_KEY_QUERY = /([?&]apiKey=)[^&#\s"']*/gi;

/** Masks the value of any `apiKey` query parameter in a URL or a text containing URLs. */
export function redactApiKeyQuery(text: string): string {
  return text.replace(API_KEY_QUERY, '$1***');
}

/** Masks the key wherever it appears: as a query value, raw, or URL-encoded. */
export function redactSecret(text: string, secret: string): string {
  let out = redactApiKeyQuery(text);
  if (secret) {
    out = out.split(secret).join('***');
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) out = out.split(encoded).join('***');
  }
  return out;
}
