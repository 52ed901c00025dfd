/**
 * An order's delivery window from the shop's slots (issue 21, docs/delivery.md). The order form
 * and GraphQL send `window_from_slots`: then a flower delivery's time must be one of the windows
 * of `delivery_settings` (the rule of setWindow, schema/delivery.ts). The legacy /api does not
 * send it and keeps its free time text, and an edit that leaves the stored time as it was is not
 * refused for a window the shop has since dropped.
 */
import { parseWindow, slotsOf, windowRefusal, windowText } from '../../schema/delivery';
import type { Db } from '../db/connect';
import { invalid } from '../envelope';
import type { OrderInput } from '../domains/orders/input';
import { readSettings } from './write';

export async function checkOrderWindow(
  tx: Db,
  input: OrderInput,
  shopType: string,
  storedTime: string | null,
): Promise<void> {
  if (!input.windowFromSlots || shopType !== 'flower_shop' || input.deliveryType !== 'delivery') return;
  const time = input.invoiceTimeDo;
  // No window yet is allowed (the board shows «Без окна»); an unchanged one stays.
  if (time === '' || time === storedTime) return;
  const settings = await readSettings(tx);
  const window = parseWindow(time);
  const refusal =
    window && window.from !== window.to
      ? windowRefusal(window, settings)
      : `Время доставки — одно из окон магазина: ${slotsOf(settings).map(windowText).join(', ')}`;
  if (refusal) invalid(refusal, { field: ['invoiceTimeDo'], reason: 'FIELD_INVALID' });
}
