/**
 * updateOrder as a patch (issue 18 item 1). The CRM's EditOrderData replaces the whole order (the
 * spec's meaning, which /api keeps); GraphQL's update changes only what the input names. So the
 * gateway reads the order, lays the input over it and sends the whole: a field left out keeps its
 * value, `null` clears it, lines are replaced only when given.
 *
 * The read and the write are tied by the order's version: the write names the version it was
 * merged on, and the CRM refuses it (CONFLICT) if another write came in between. A caller who
 * named no version never meant to check one: the merge is then redone on the newer order (a few
 * times); a caller who named one gets CONFLICT with the order as it is now.
 */
import { BadInputError, ConflictError } from '../../errors';
import { mapRemoteError } from '../lists/service';
import { toClean, toRemotePayload, type Actor, type OrderService, type RemoteOrder } from './service';

/** What an edit of a CRM that keeps no versions (a remote one of the spec alone) cannot check. */
const versionOf = (order: RemoteOrder): number | null =>
  typeof order.version === 'number' ? order.version : null;

/**
 * Fields the merge never carries over: `total` and `change` are checks of what the caller
 * computed (the stored ones would refuse any change of the lines), status and worker are set on
 * create only (their own mutations change them).
 */
const NOT_KEPT = new Set(['total', 'change', 'statusId', 'workerId', 'lines', 'client', 'recipient']);
/** An order has a date, a shop type and lines: null for them is a mistake, not "clear". */
const NOT_CLEARABLE: Record<string, string> = {
  date: 'Дата заказа не очищается: укажите дату или не передавайте поле',
  shopType: 'Тип магазина не очищается: укажите его или не передавайте поле',
  lines: 'Строки заказа не очищаются: передайте хотя бы один товар или не передавайте поле',
};

const optionIds = (mods: readonly { optionId: string | null }[]) =>
  mods.flatMap((m) => (m.optionId === null ? [] : [m.optionId]));

const person = (p: unknown) => {
  if (!p || typeof p !== 'object') return null;
  const { firstName, lastName, patronymic, phone, email } = p as Record<string, unknown>;
  return { firstName, lastName, patronymic, phone, ...(email === undefined ? {} : { email }) };
};

/** The clean input as a whole order: `input`'s fields over the stored order's. */
export function mergeOrderInput(
  stored: RemoteOrder,
  input: Record<string, unknown>,
): Record<string, unknown> {
  for (const [field, message] of Object.entries(NOT_CLEARABLE))
    if (Object.hasOwn(input, field) && input[field] === null)
      throw new BadInputError(message).at(['input', field]);
  const clean = toClean(stored);
  const merged: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(clean)) if (!NOT_KEPT.has(field)) merged[field] = value;
  // A certificate named anew pays as much as it covers unless a sum comes with it.
  if (Object.hasOwn(input, 'certificateCode')) delete merged.certificateSum;
  merged.client = person(stored.klient);
  merged.recipient = person(clean.recipient);
  merged.lines = clean.lines.map((l) => ({
    productId: l.productId,
    count: l.count,
    price: l.price,
    comment: l.comment,
    // An option gone from the menu since (null id) is dropped: a required group then asks anew.
    modifierIds: optionIds(l.modifiers),
    comboParts: l.comboParts.map((p) => ({
      slotId: p.slotId,
      productId: p.productId,
      modifierIds: optionIds(p.modifiers),
    })),
  }));
  for (const [field, value] of Object.entries(input)) if (value !== undefined) merged[field] = value;
  return merged;
}

const isConflict = (err: unknown) => mapRemoteError(err) instanceof ConflictError;

/** CONFLICT with the order as it is now in `extensions.current` (as this caller may read it). */
function conflict(current: RemoteOrder, asOrder: (r: RemoteOrder) => unknown) {
  const error = new ConflictError(
    'Заказ изменён другим пользователем: обновите его и внесите изменения ещё раз',
  );
  error.current = asOrder(current);
  return error;
}

/** How many times a merge without a caller's version is redone when the order moves under it. */
const ATTEMPTS = 3;

export async function patchOrder(
  service: OrderService,
  id: number,
  input: Record<string, unknown>,
  expected: number | null,
  userId: Actor,
  asOrder: (r: RemoteOrder) => unknown,
): Promise<RemoteOrder> {
  for (let attempt = 1; ; attempt++) {
    const stored = await service.info(id);
    const version = versionOf(stored);
    if (expected !== null && version !== null && version !== expected) throw conflict(stored, asOrder);
    const payload = {
      ...toRemotePayload(mergeOrderInput(stored, input)),
      // GraphQL's window is one of the shop's slots (docs/delivery.md); an unchanged time stays.
      window_from_slots: true,
      id,
      ...(version === null ? {} : { version }),
    };
    try {
      return await service.edit(payload, userId);
    } catch (err) {
      if (!isConflict(err)) throw err;
      if (expected !== null || attempt >= ATTEMPTS) throw conflict(await service.info(id), asOrder);
    }
  }
}
