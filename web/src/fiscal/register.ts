/**
 * Registering one receipt exactly once (docs/fiscal.md «Never lose a sale»). The order and its
 * payment are already saved; the task uuid comes from the payment (`taskUuid(kind, key,
 * attempt)`), and the task is posted under it:
 * - the register takes it (201): wait for the result;
 * - it already holds that uuid (409: a retry after a lost answer, or «Пробить снова» pressed
 *   twice): read that task instead: printed, it is the receipt (nothing prints twice); still
 *   queued, wait; failed, nothing was printed, so post under the next attempt's uuid.
 * A failure the register reported moves the attempt on, so the next retry posts a fresh uuid at
 * once; a register that did not answer at all keeps the attempt (the task may have arrived).
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
  type TaskResult,
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

const failedTask = (results: TaskResult[] | null) =>
  results?.some((r) => r.status === 'error' || r.status === 'interrupted' || r.status === 'canceled') ??
  false;

export async function registerOnce(
  base: string,
  task: { kind: number; key: number; attempt: number; request: AtolTask[] },
  options: AtolOptions = {},
): Promise<RegisterOutcome> {
  let attempt = task.attempt;
  let uuid = taskUuid(task.kind, task.key, attempt);
  try {
    if (
      !(await postTask(base, uuid, task.request, options)) &&
      failedTask(await readTask(base, uuid, options))
    ) {
      attempt += 1;
      uuid = taskUuid(task.kind, task.key, attempt);
      await postTask(base, uuid, task.request, options);
    }
    const results = await waitTask(base, uuid, options);
    if (failedTask(results)) attempt += 1;
    const params = fiscalParams(firstResult(results));
    return { ok: true, params, uuid, attempt };
  } catch (e) {
    const err = e instanceof AtolError ? e : new AtolError('protocol', (e as Error).message);
    return { ok: false, message: err.message, uuid, attempt, pending: err.kind === 'pending' };
  }
}
