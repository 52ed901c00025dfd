/**
 * The only queries whose replies the till keeps for working offline (snapshot/link.ts), and what
 * of each reply is kept. Reviewed against schema/access.ts and docs/access.md: the catalogue, the
 * menus, prices, small reference lists, the till's settings and the open shift, nothing personal.
 * No client, no phone or e-mail, no order list is ever written to the browser's storage: lists
 * with a phone or e-mail field (employees, branches, organisations, staff users) are emptied, and
 * staff names and the cashier's INN in settings are blanked. Adding a query here is an access
 * decision: say in docs/offline.md why its reply holds no personal data.
 */
import { LISTS } from '../../../../schema/lists';

type Data = Record<string, unknown>;
type Redact = (data: Data) => Data;

const whole: Redact = (data) => data;

/** `data` with `field` of the object under `root` replaced by `value` (when the object is there). */
const blank =
  (root: string, field: string, value: unknown): Redact =>
  (data) => {
    const object = data[root];
    return object && typeof object === 'object' ? { ...data, [root]: { ...object, [field]: value } } : data;
  };

/** Root fields of ListsBootstrap (a list's `plural`) whose records carry a phone or an e-mail. */
export const PERSONAL_LISTS = new Set(
  LISTS.filter((list) => list.fields.some((f) => f.type === 'phone' || f.type === 'email')).map(
    (list) => list.plural,
  ),
);

const withoutPersonalLists: Redact = (data) =>
  Object.fromEntries(
    Object.entries(data).map(([field, value]) => [field, PERSONAL_LISTS.has(field) ? [] : value]),
  );

export const SNAPSHOT_QUERIES: Readonly<Record<string, Redact>> = {
  // Statuses, payment types, categories, units, markups, discounts, gifts… (lists/store.ts).
  ListsBootstrap: withoutPersonalLists,
  // A page of the shop type's catalogue: names, codes, prices (also the scanner's lookup).
  ProductsPage: whole,
  // Modifier groups, options and combo slots of the fast-food menu.
  PosMenu: whole,
  // The till's fiscal settings; the cashier's INN identifies a person.
  FiscalSettings: blank('fiscalSettings', 'cashierInn', ''),
  LoyaltyProgram: blank('loyaltyProgram', 'updatedByName', null),
  ReceiptSettings: blank('receiptSettings', 'updatedByName', null),
  // The open shift's totals; its timeline (each order's sum and who took it) is not kept.
  CurrentCashShift: blank('currentCashShift', 'timeline', []),
};
