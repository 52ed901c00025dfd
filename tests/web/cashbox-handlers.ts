import { graphql } from 'msw';
import type {
  AddCashMoveMutation,
  AddCashMoveMutationVariables,
  CashShiftsPageQuery,
  CashShiftsPageQueryVariables,
  CloseCashShiftMutation,
  CloseCashShiftMutationVariables,
  CurrentCashShiftQuery,
  CurrentCashShiftQueryVariables,
  OpenCashShiftMutation,
  OpenCashShiftMutationVariables,
} from '../../web/src/graphql/__generated__/hooks';
import { dataReply, userErrors, type Reply, type UserErrorRow } from './replies';

/**
 * An in-memory gateway for web/src/cashbox/cashbox.graphql: shifts per branch with the CRM's
 * arithmetic (expected = opening + cash takings + in − out) and its refusals, in the same words.
 */
export const cashboxCalls: Record<string, Record<string, unknown>[]> = {};
const record = (op: string, v: Record<string, unknown>) => (cashboxCalls[op] ??= []).push(v);

type Entry = {
  kind: 'opening' | 'payment' | 'in' | 'out';
  amount: number;
  description: string;
  orderId: string | null;
};
interface Shift {
  id: string;
  affiliateId: string;
  /** The till (default: the flower shop's). */
  shopType?: 'flower_shop' | 'fastfood';
  openedAt: string;
  openingCash: number;
  closedAt: string | null;
  countedCash: number | null;
  expectedAtClose: number | null;
  comment: string;
  entries: Entry[];
  /** Payments by type: [name, cashless, amount]. */
  payments: [string, boolean, number][];
}

let shifts: Shift[] = [];

export function resetCashboxDb(initial: Shift[] = []) {
  shifts = initial;
  for (const k of Object.keys(cashboxCalls)) delete cashboxCalls[k];
}

/** An open shift of branch 1 with two cash sales, a card sale and a cash withdrawal. */
export function busyShift(): Shift {
  return {
    id: '7',
    affiliateId: '1',
    openedAt: '2026-03-02T06:00:00.000Z',
    openingCash: 500000,
    closedAt: null,
    countedCash: null,
    expectedAtClose: null,
    comment: '',
    entries: [
      { kind: 'opening', amount: 500000, description: 'Размен', orderId: null },
      { kind: 'payment', amount: 27800, description: 'Заказ 260302-001', orderId: '41' },
      { kind: 'payment', amount: 15900, description: 'Заказ 260302-002', orderId: '42' },
      { kind: 'out', amount: -100000, description: 'Инкассация', orderId: null },
    ],
    payments: [
      ['Наличные', false, 27800],
      ['Наличные', false, 15900],
      ['Карта', true, 50000],
    ],
  };
}

/** A shift as the cashbox's operations select it. */
type ShiftView = Reply<NonNullable<CurrentCashShiftQuery['currentCashShift']>>;

function view(s: Shift): ShiftView {
  const cash = s.payments.filter((p) => !p[1]).reduce((a, p) => a + p[2], 0);
  const cashIn = s.entries.filter((e) => e.kind === 'in').reduce((a, e) => a + e.amount, 0);
  const cashOut = -s.entries.filter((e) => e.kind === 'out').reduce((a, e) => a + e.amount, 0);
  const expected = s.expectedAtClose ?? s.openingCash + cash + cashIn - cashOut;
  const byType = new Map<string, { name: string; cashless: boolean; amount: number; count: number }>();
  for (const [name, cashless, amount] of s.payments) {
    const t = byType.get(name) ?? { name, cashless, amount: 0, count: 0 };
    t.amount += amount;
    t.count += 1;
    byType.set(name, t);
  }
  let balance = 0;
  return {
    __typename: 'CashShift',
    id: s.id,
    affiliateId: s.affiliateId,
    shopType: s.shopType ?? 'flower_shop',
    status: s.closedAt ? 'closed' : 'open',
    openedAt: s.openedAt,
    openedByName: 'Анна Администратор',
    openingCash: s.openingCash,
    closedAt: s.closedAt,
    closedByName: s.closedAt ? 'Анна Администратор' : null,
    countedCash: s.countedCash,
    expectedCash: expected,
    difference: s.countedCash === null ? null : s.countedCash - expected,
    comment: s.comment,
    takings: [...byType.values()].map((t, i) => ({
      __typename: 'ShiftTakings',
      paymentTypeId: String(i + 1),
      ...t,
    })),
    takingsTotal: s.payments.reduce((a, p) => a + p[2], 0),
    cashTakings: cash,
    cashIn,
    cashOut,
    timeline: s.entries.map((e, i) => {
      balance += e.amount;
      return {
        __typename: 'CashEntry',
        at: new Date(Date.parse(s.openedAt) + i * 60_000).toISOString(),
        kind: e.kind,
        amount: e.amount,
        description: e.description,
        userName: 'Анна Администратор',
        orderId: e.orderId,
        balance,
      };
    }),
  };
}

const json = dataReply;
/** A mutation payload (issue 18 item 2): the shift, or null and why in userErrors. */
const payload = (typename: string, shift: Shift | null, errors: UserErrorRow[] = []) => ({
  __typename: typename,
  shift: errors.length > 0 || !shift ? null : view(shift),
  userErrors: userErrors(errors),
});
/** The server's refusal as the gateway answers it: a user error with its code and field. */
const refused = (
  typename: string,
  code: UserErrorRow['code'],
  message: string,
  field: string[] | null = null,
) => payload(typename, null, [{ field, code, message }]);

/** A reason the server refuses at its field (the web test of a field message from userErrors). */
export const REFUSED_REASON = 'Без причины';
const tillOf = (s: Shift) => s.shopType ?? 'flower_shop';
const openOf = (affiliateId: unknown, shopType: unknown) =>
  shifts.find(
    (s) => s.affiliateId === affiliateId && tillOf(s) === (shopType ?? 'flower_shop') && !s.closedAt,
  );
const rub = (k: number) => `${(k / 100).toFixed(2).replace('.', ',')} ₽`;

export const cashboxHandlers = [
  graphql.query<Reply<CurrentCashShiftQuery>, CurrentCashShiftQueryVariables>(
    'CurrentCashShift',
    ({ variables }) => {
      record('CurrentCashShift', variables);
      const s = openOf(variables.affiliateId ?? '1', variables.shopType);
      return json({ currentCashShift: s ? view(s) : null });
    },
  ),
  graphql.query<Reply<CashShiftsPageQuery>, CashShiftsPageQueryVariables>(
    'CashShiftsPage',
    ({ variables }) => {
      const filter = (variables.filter ?? {}) as Record<string, unknown>;
      record('CashShiftsPage', filter);
      const rows = shifts
        .filter((s) => s.affiliateId === (filter.affiliateId ?? '1'))
        .filter((s) => !filter.shopType || tillOf(s) === filter.shopType)
        .reverse()
        .map(view);
      // One page is all a test makes; the cursor is a row's index (opaque to the web).
      return json({
        cashShiftsConnection: {
          __typename: 'CashShiftConnection',
          edges: rows.map((node, i) => ({ __typename: 'CashShiftEdge', cursor: String(i), node })),
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: false,
            endCursor: rows.length ? String(rows.length - 1) : null,
          },
          totalCount: rows.length,
        },
      });
    },
  ),
  graphql.mutation<Reply<OpenCashShiftMutation>, OpenCashShiftMutationVariables>(
    'OpenCashShift',
    ({ variables }) => {
      record('OpenCashShift', variables);
      const affiliateId = (variables.affiliateId as string) ?? '1';
      const shopType = (variables.shopType as Shift['shopType']) ?? 'flower_shop';
      if (openOf(affiliateId, shopType))
        return json({
          openCashShift: refused(
            'OpenCashShiftPayload',
            'SHIFT_ALREADY_OPEN',
            'Смена этого магазина в этом филиале уже открыта',
          ),
        });
      const s: Shift = {
        id: String(shifts.length + 100),
        affiliateId,
        shopType,
        openedAt: new Date().toISOString(),
        openingCash: variables.openingCash as number,
        closedAt: null,
        countedCash: null,
        expectedAtClose: null,
        comment: '',
        entries: [
          { kind: 'opening', amount: variables.openingCash as number, description: 'Размен', orderId: null },
        ],
        payments: [],
      };
      shifts.push(s);
      return json({ openCashShift: payload('OpenCashShiftPayload', s) });
    },
  ),
  graphql.mutation<Reply<AddCashMoveMutation>, AddCashMoveMutationVariables>(
    'AddCashMove',
    ({ variables }) => {
      record('AddCashMove', variables);
      const s = shifts.find((x) => x.id === variables.shiftId)!;
      const amount = variables.amount as number;
      const expected = view(s).expectedCash;
      if (variables.kind === 'out' && amount > expected)
        return json({
          addCashMove: refused('AddCashMovePayload', 'CASH_SHORT', `В кассе только ${rub(expected)}`, [
            'amount',
          ]),
        });
      if (variables.reason === REFUSED_REASON)
        return json({
          addCashMove: refused(
            'AddCashMovePayload',
            'FIELD_INVALID',
            'Причина: опишите, куда или откуда деньги',
            ['reason'],
          ),
        });
      s.entries.push({
        kind: variables.kind as 'in' | 'out',
        amount: variables.kind === 'out' ? -amount : amount,
        description: variables.reason as string,
        orderId: null,
      });
      return json({ addCashMove: payload('AddCashMovePayload', s) });
    },
  ),
  graphql.mutation<Reply<CloseCashShiftMutation>, CloseCashShiftMutationVariables>(
    'CloseCashShift',
    ({ variables }) => {
      record('CloseCashShift', variables);
      const s = shifts.find((x) => x.id === variables.id)!;
      if (s.closedAt)
        return json({
          closeCashShift: refused('CloseCashShiftPayload', 'SHIFT_CLOSED', 'Смена уже закрыта'),
        });
      s.expectedAtClose = view(s).expectedCash;
      s.closedAt = new Date().toISOString();
      s.countedCash = variables.countedCash as number;
      s.comment = (variables.comment as string) ?? '';
      return json({ closeCashShift: payload('CloseCashShiftPayload', s) });
    },
  ),
];

/** A shift as the gateway shows it (CashShiftFields), for an event pushed over the socket. */
export const shiftView = (s: Shift) => view(s);
