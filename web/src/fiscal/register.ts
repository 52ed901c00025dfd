/**
 * Registering one receipt exactly once (docs/fiscal.md «Never lose a sale»). The order and its
 * payment are already saved; the task uuid comes from the payment (`taskUuid(kind, key,
 * attempt)`), so before posting, the register is asked whether it already holds that uuid:
 * - it does, finished well: that is the receipt (a retry after a lost answer prints nothing);
 * - it does, still queued: wait for it;
 * - it does, failed (off, out of paper): nothing was printed; the next attempt posts a new uuid;
 * - it does not: post it.
 */
import {
  AtolError,
  firstResult,
  fiscalParams,
  postTask,
  readTask,
  taskUuid,
  waitTask,
  type AtolOptions,
  type AtolTask,
  type FiscalParams,
} from './atol';

/** Which document a uuid is for (the first group of the uuid), so two kinds never collide. */
export const TASK_KINDS = {
  sale: 1,
  prepayment: 2,
  settlement: 3,
  return: 4,
  openShift: 5,
  closeShift: 6,
} as const;

export type RegisterOutcome =
  | { ok: true; params: FiscalParams; uuid: string; attempt: number }
  | { ok: false; message: string; uuid: string; attempt: number; pending: boolean };

export async function registerOnce(
  base: string,
  task: { kind: number; key: number; attempt: number; request: AtolTask[] },
  options: AtolOptions = {},
): Promise<RegisterOutcome> {
  let attempt = task.attempt;
  let uuid = taskUuid(task.kind, task.key, attempt);
  try {
    const held = await readTask(base, uuid, options);
    const failed = held?.some(
      (r) => r.status === 'error' || r.status === 'interrupted' || r.status === 'canceled',
    );
    if (failed) {
      attempt += 1;
      uuid = taskUuid(task.kind, task.key, attempt);
    }
    if (!held || failed) await postTask(base, uuid, task.request, options);
    const params = fiscalParams(firstResult(await waitTask(base, uuid, options)));
    return { ok: true, params, uuid, attempt };
  } catch (e) {
    const err = e instanceof AtolError ? e : new AtolError('protocol', (e as Error).message);
    return { ok: false, message: err.message, uuid, attempt, pending: err.kind === 'pending' };
  }
}
