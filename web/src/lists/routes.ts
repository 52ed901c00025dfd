import { LISTS } from '../../../schema/lists';

/**
 * Route → list its screen edits: every list's own route (schema/lists.ts `route`) plus the
 * routes the spec gives a second door into the same list. Kept free of React so the route table
 * can read it without loading the editor.
 */
export const LIST_ROUTES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(LISTS.filter((l) => l.route).map((l) => [l.route!, l.name])),
  '/marketing/Promocode': 'Promocode',
  '/klientList/klientList': 'KlientDirectory',
  '/klientList/KlientList': 'KlientDirectory',
};
