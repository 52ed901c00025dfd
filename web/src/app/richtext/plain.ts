/**
 * The visible text of rich text in the browser (table cells, search, CSV), without tiptap. A
 * DOMParser document has no browsing context: nothing in it runs or loads.
 */

// Search and sort ask for every row's text on each keystroke: parse each description once.
const cache = new Map<string, string>();
const CACHE_MAX = 5000;

export function richTextPlain(html: string): string {
  if (!/[<&]/.test(html)) return html;
  let text = cache.get(html);
  if (text === undefined) {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    // Blocks become spaces, so «<p>a</p><p>b</p>» reads «a b», not «ab».
    doc.body.querySelectorAll('p, h1, h2, h3, h4, li, br, div, blockquote').forEach((el) => el.append(' '));
    text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(html, text);
  }
  return text;
}
