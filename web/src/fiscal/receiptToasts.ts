import { serverError } from '../lists/errors';
import { toastError, toastSuccess } from '../lists/toaster';
import { KIND_LABELS } from './FiscalStatus';
import type { FiscalDoc } from './useFiscal';

/**
 * What became of receipts made in the background of another action (a status change, a button of
 * the drawer): «Полный расчёт: чек № … пробит», or «Чек не пробит: <the driver's message>» (the
 * document waits in the order's «Чеки» and on the cashbox with «Пробить снова»).
 */
export async function toastReceipts(work: Promise<FiscalDoc[]>, none?: string): Promise<void> {
  try {
    const done = await work;
    const failed = done.find((d) => d.status !== 'registered');
    if (failed) toastError(`Чек не пробит: ${failed.message ?? 'касса ещё не ответила'}`);
    else if (done.length) toastSuccess(`${KIND_LABELS[done[0]!.kind]}: чек № ${done[0]!.number} пробит`);
    else if (none) toastSuccess(none);
  } catch (e) {
    toastError(`Чек не пробит: ${serverError(e).message}`);
  }
}
