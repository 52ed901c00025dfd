/**
 * A fast-food line checked against its product's menu (docs/kitchen.md «Модификаторы и комбо»):
 * the chosen modifiers against the groups' minimum and maximum, a combo's parts against its
 * slots; for /api and GraphQL alike, since both send the payload here. A line whose product has
 * no required group and no slots needs nothing new: the legacy contract is unchanged for it.
 * Answers what the line adds: the modifiers' price per unit, the rows to store, the stock its
 * options take.
 */
import type { Db } from '../../db/connect';
import { invalid } from '../../envelope';
import { selectGroups, type GroupRow } from '../../catalog/modifiers';
import { selectSlots, type SlotRow } from '../../catalog/combos';
import { formatRub } from '../../../schema/money';
import type { FieldPath } from '../../../schema/user-errors';
import { MAX_MONEY, type LineInput, type OrderInput } from './input';

export interface ChosenModifier {
  partNo: number;
  optionId: number;
  group: string;
  name: string;
  priceDelta: number;
}

export interface ChosenPart {
  partNo: number;
  slotId: number;
  slot: string;
  productId: number;
  name: string;
}

export interface LineExtras {
  /** The modifiers' price per unit of the line, kopecks (line and combo parts together). */
  extrasPrice: number;
  modifiers: ChosenModifier[];
  parts: ChosenPart[];
  /** Per unit of the line: product id → quantity the options' compositions take (may be negative). */
  stock: Map<number, number>;
}

const refuse = (message: string, field: FieldPath): never =>
  invalid(message, { reason: 'ORDER_MODIFIERS_INVALID', field });

/** The options `chosen` of `groups`, each group's count within its bounds. */
function choose(
  groups: GroupRow[],
  chosen: number[],
  label: string,
  path: FieldPath,
  partNo: number,
  into: LineExtras,
) {
  const byOption = new Map(groups.flatMap((g) => g.options.map((o) => [o.id, { g, o }] as const)));
  const counts = new Map<number, number>();
  chosen.forEach((id, j) => {
    const hit = byOption.get(id);
    if (!hit) refuse(`${label}: модификатор с id ${id} не относится к этому товару`, [...path, j]);
    const { g, o } = hit!;
    counts.set(g.id, (counts.get(g.id) ?? 0) + 1);
    into.extrasPrice += o.priceDelta;
    into.modifiers.push({ partNo, optionId: o.id, group: g.name, name: o.name, priceDelta: o.priceDelta });
    for (const c of o.components)
      into.stock.set(c.componentId, (into.stock.get(c.componentId) ?? 0) + c.quantity);
  });
  for (const g of groups) {
    const n = counts.get(g.id) ?? 0;
    if (n === 0 && g.min > 0)
      refuse(
        g.min === 1
          ? `${label}: выберите «${g.name}»`
          : `${label}: выберите «${g.name}» — не меньше ${g.min}`,
        path,
      );
    if (n < g.min) refuse(`${label}: в «${g.name}» выберите не меньше ${g.min}`, path);
    if (n > g.max)
      refuse(
        g.max === 1
          ? `${label}: в «${g.name}» можно выбрать только один вариант`
          : `${label}: в «${g.name}» можно выбрать не больше ${g.max}`,
        path,
      );
  }
}

function checkParts(
  line: LineInput,
  i: number,
  label: string,
  slots: SlotRow[],
  menu: Menu,
  into: LineExtras,
) {
  const at = ['products', i, 'comboParts'];
  if (slots.length === 0) {
    if (line.parts.length > 0) refuse(`${label}: это не комбо, части не выбираются`, at);
    return;
  }
  const seen = new Set<number>();
  line.parts.forEach((part, k) => {
    const slot = slots.find((s) => s.id === part.slotId);
    if (!slot) refuse(`${label}: у комбо нет слота с id ${part.slotId}`, [...at, k, 'slotId']);
    if (seen.has(slot!.id)) refuse(`${label}: «${slot!.name}» выбран дважды`, [...at, k, 'slotId']);
    seen.add(slot!.id);
    if (!slot!.productIds.includes(part.productId))
      refuse(`${label}: в «${slot!.name}» нельзя выбрать товар с id ${part.productId}`, [
        ...at,
        k,
        'productId',
      ]);
    const name = menu.names.get(part.productId) ?? '';
    const partNo = k + 1;
    into.parts.push({ partNo, slotId: slot!.id, slot: slot!.name, productId: part.productId, name });
    choose(
      menu.groups(part.productId),
      part.modifiers,
      `${label}, «${name}»`,
      [...at, k, 'modifiers'],
      partNo,
      into,
    );
  });
  const missing = slots.find((s) => !seen.has(s.id));
  if (missing) refuse(`${label}: выберите «${missing.name}»`, at);
}

interface Menu {
  groups(productId: number): GroupRow[];
  slots(productId: number): SlotRow[];
  names: Map<number, string>;
}

/** The groups, slots and names of the lines' products and of their combo parts, in three queries. */
async function loadMenu(tx: Db, input: OrderInput): Promise<Menu> {
  const ids = [...new Set(input.lines.flatMap((l) => [l.productId, ...l.parts.map((p) => p.productId)]))];
  const [groups, slots, names] = await Promise.all([
    selectGroups(tx, ids),
    selectSlots(tx, ids),
    tx.query<{ id: number; name: string }>('SELECT id, name FROM products WHERE id = ANY($1::int[])', [ids]),
  ]);
  return {
    groups: (id) => groups.filter((g) => g.productId === id),
    slots: (id) => slots.filter((s) => s.productId === id),
    names: new Map(names.map((r) => [r.id, r.name])),
  };
}

/** Each line's extras, in line order; refuses the first line that breaks its product's rules. */
export async function checkLineExtras(tx: Db, input: OrderInput): Promise<LineExtras[]> {
  const menu = await loadMenu(tx, input);
  return input.lines.map((line, i) => {
    const label = `Товар №${i + 1} «${menu.names.get(line.productId) ?? ''}»`;
    const extras: LineExtras = { extrasPrice: 0, modifiers: [], parts: [], stock: new Map() };
    choose(menu.groups(line.productId), line.modifiers, label, ['products', i, 'modifiers'], 0, extras);
    checkParts(line, i, label, menu.slots(line.productId), menu, extras);
    const unit = line.price + extras.extrasPrice;
    if (unit < 0) refuse(`${label}: цена с модификаторами меньше 0 (${formatRub(unit)})`, ['products', i]);
    if (unit * line.count > MAX_MONEY)
      refuse(`${label}: сумма строки больше ${formatRub(MAX_MONEY)}`, ['products', i]);
    return extras;
  });
}

/** The lines' parts, modifiers and stock rows, after the lines themselves are written. */
export async function insertLineExtras(tx: Db, orderId: number, extras: LineExtras[]) {
  const parts = extras.flatMap((e, i) => e.parts.map((p) => ({ ...p, lineNo: i + 1 })));
  if (parts.length > 0)
    await tx.query(
      `INSERT INTO order_line_parts (order_id, line_no, part_no, slot_id, slot_name, product_id, name)
       SELECT $1::int, v.l, v.p, v.s, v.sn, v.pr, v.n
         FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::int[], $7::text[]) AS v(l, p, s, sn, pr, n)`,
      [
        orderId,
        parts.map((p) => p.lineNo),
        parts.map((p) => p.partNo),
        parts.map((p) => p.slotId),
        parts.map((p) => p.slot),
        parts.map((p) => p.productId),
        parts.map((p) => p.name),
      ],
    );
  const mods = extras.flatMap((e, i) => e.modifiers.map((m, seq) => ({ ...m, lineNo: i + 1, seq: seq + 1 })));
  if (mods.length > 0)
    await tx.query(
      `INSERT INTO order_line_modifiers (order_id, line_no, part_no, seq, option_id, group_name, name, price_delta)
       SELECT $1::int, v.l, v.p, v.s, v.o, v.g, v.n, v.d
         FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::int[])
           AS v(l, p, s, o, g, n, d)`,
      [
        orderId,
        mods.map((m) => m.lineNo),
        mods.map((m) => m.partNo),
        mods.map((m) => m.seq),
        mods.map((m) => m.optionId),
        mods.map((m) => m.group),
        mods.map((m) => m.name),
        mods.map((m) => m.priceDelta),
      ],
    );
  const stock = extras.flatMap((e, i) =>
    [...e.stock].filter(([, q]) => q !== 0).map(([p, q]) => ({ lineNo: i + 1, p, q })),
  );
  if (stock.length > 0)
    await tx.query(
      `INSERT INTO order_line_stock (order_id, line_no, product_id, quantity)
       SELECT $1::int, v.l, v.p, v.q FROM unnest($2::int[], $3::int[], $4::numeric[]) AS v(l, p, q)`,
      [orderId, stock.map((s) => s.lineNo), stock.map((s) => s.p), stock.map((s) => s.q)],
    );
}
