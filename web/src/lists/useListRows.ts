import { useMemo } from 'react';
import { findList, type FieldDef, type ListDef } from '../../../schema/lists';
import { cellText, columnFields, sortValue, type RefResolver } from './format';
import { useList, type ListRecord } from './store';

export type SortState = { key: string; dir: 'asc' | 'desc' } | null;

/** A click on column `key`: ascending, then descending, then back to the list's own order. */
export function nextSort(list: ListDef, s: SortState, key: string): SortState {
  if (s?.key !== key) return { key, dir: 'asc' };
  if (s.dir === 'asc') return { key, dir: 'desc' };
  return list.sortable ? { key: 'sort', dir: 'asc' } : null;
}

/** How a record reads where another one refers to it (a picker, a cell). */
export function recordLabel(list: ListDef, r: ListRecord): string {
  // A client is shown by full name, not only by the surname it is listed under.
  if (list.name === 'KlientDirectory')
    return [r.lastName, r.firstName, r.patronymic].filter(Boolean).join(' ');
  return String(r[list.display] ?? '') || `#${r.id}`;
}

/**
 * Display texts of referenced records. The lists an editor refers to are fixed by its ListDef
 * and the editor is keyed by list name, so the number of useList calls never changes.
 */
export function useRefLists(list: ListDef) {
  // A growing list is never loaded whole for names: its pages bring them (usePagedList.ts).
  const names = [...new Set(list.fields.flatMap((f) => (f.ref && !findList(f.ref)?.search ? [f.ref] : [])))];
  // eslint-disable-next-line react-hooks/rules-of-hooks -- fixed per mounted editor, see above
  const states = names.map((n) => ({ name: n, state: useList(n) }));
  return useMemo(() => {
    const byList = new Map(states.map((s) => [s.name, s.state]));
    const label = (refList: string, r: ListRecord) => recordLabel(byList.get(refList)!.list, r);
    const resolve: RefResolver = (field, id) => {
      const state = byList.get(field.ref!);
      const r = state?.all.find((x) => x.id === id);
      return r ? label(field.ref!, r) : `#${id}`;
    };
    const options = (refList: string) =>
      (byList.get(refList)?.visible ?? []).map((record) => ({ record, label: label(refList, record) }));
    return { resolve, options };
    // A list refers to at most two others (Employees); these change exactly when one of them does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [states[0]?.state.all, states[1]?.state.all]);
}

/** The rows the table shows: deleted ones only on request, then the search, then the sort. */
export function useListRows(
  list: ListDef,
  source: readonly ListRecord[],
  search: string,
  sort: SortState,
  resolve: RefResolver,
): ListRecord[] {
  return useMemo(() => {
    const fields = columnFields(list.fields);
    const needle = search.trim().toLocaleLowerCase('ru');
    let rows = needle
      ? source.filter((r) =>
          fields.some((f) => cellText(f, r, resolve).toLocaleLowerCase('ru').includes(needle)),
        )
      : [...source];
    const sortField: FieldDef | undefined = sort ? fields.find((f) => f.name === sort.key) : undefined;
    if (sort && (sortField || sort.key === 'sort' || sort.key === 'active')) {
      const value = (r: ListRecord) =>
        sortField ? sortValue(sortField, r, resolve) : sort.key === 'active' ? Number(r.active) : r.sort;
      const dir = sort.dir === 'asc' ? 1 : -1;
      const decorated = rows.map((r) => ({ r, v: value(r) }));
      decorated.sort((a, b) => {
        if (a.v === b.v) return 0;
        if (typeof a.v === 'number' && typeof b.v === 'number') return (a.v - b.v) * dir;
        return String(a.v).localeCompare(String(b.v), 'ru') * dir;
      });
      rows = decorated.map((d) => d.r);
    }
    return rows;
  }, [list, source, search, sort, resolve]);
}
