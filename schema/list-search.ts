/**
 * How a growing list (ListDef.search) is searched, one rule for the CRM's SQL (crm/lists/page.ts)
 * and the gateway's own paging of a CRM without getPage: the searched fields make one lowercased
 * text (phones by their digits); every word typed must occur in it. A phone typed with spaces is
 * one word, and a fragment starting with 8 also matches the stored 7.
 */
import type { ListDef } from './lists';
import { phoneDigits } from './order-search';

export const isPhoneLike = (text: string) =>
  /^[\d\s()+-]+$/.test(text) && text.replace(/\D/g, '').length >= 3;

/** The words to match: all of them must occur. */
export const searchWords = (search: string): string[] => {
  const text = search.trim().slice(0, 100);
  return isPhoneLike(text) ? [text] : text.split(/\s+/).filter(Boolean);
};

/**
 * One word as the texts it may match (any one of them). A phone-like word also matches as typed:
 * a product's barcode or article is digits too (an 11-digit code starting with 8 is no phone).
 */
export function wordForms(word: string): string[] {
  if (!isPhoneLike(word)) return [word.toLowerCase()];
  const digits = word.replace(/\D/g, '');
  const forms =
    digits.length >= 11
      ? [phoneDigits(digits)]
      : digits.startsWith('8')
        ? [digits, `7${digits.slice(1)}`]
        : [digits];
  return [...new Set([...forms, digits, word.toLowerCase()])];
}

/** The searched text of one record, as the CRM's index expression builds it. */
export function recordSearchText(list: ListDef, record: Record<string, unknown>): string {
  return (list.search ?? [])
    .map((name) => {
      const value = record[name] == null ? '' : String(record[name]);
      const type = list.fields.find((f) => f.name === name)?.type;
      return type === 'phone' ? value.replace(/\D/g, '') : value;
    })
    .join(' ')
    .toLowerCase();
}

/** Whether a searched text (lowercased, phones by their digits) matches the search (empty: any). */
export function matchesText(text: string, search: string): boolean {
  return searchWords(search).every((w) => wordForms(w).some((form) => text.includes(form)));
}

/** Whether the record matches the search (empty: every record). */
export function matchesSearch(list: ListDef, record: Record<string, unknown>, search: string): boolean {
  return searchWords(search).length === 0 || matchesText(recordSearchText(list, record), search);
}

/**
 * The ids of a tree's node and of every node below it (records with `parentId`: categories), for
 * ListDef.treeFilter where the CRM's SQL cannot walk the tree. A cycle ends the walk.
 */
export function subtreeIds(
  records: readonly { id: unknown; parentId?: unknown }[],
  root: string,
): Set<string> {
  const children = new Map<string, string[]>();
  for (const r of records) {
    if (r.parentId == null || r.parentId === '') continue;
    const parent = String(r.parentId);
    children.set(parent, [...(children.get(parent) ?? []), String(r.id)]);
  }
  const ids = new Set<string>();
  const walk = [root];
  while (walk.length) {
    const id = walk.pop()!;
    if (ids.has(id)) continue;
    ids.add(id);
    walk.push(...(children.get(id) ?? []));
  }
  return ids;
}
