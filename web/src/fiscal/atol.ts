/**
 * The ATOL web server's JSON task protocol, version 2 (docs/fiscal.md, with the sources of every
 * shape). Pure protocol: build tasks, post them, read them back by uuid until they finish, parse
 * the fiscal answer. The register sits on the workstation, so the browser speaks it; the POS, the
 * order screens and the cashbox all go through this one module.
 *
 *   POST {base}/requests        { uuid, request: [task, …] }   201 (409: that uuid is taken)
 *   GET  {base}/requests/{uuid} { results: [{ status, error: { code, description }, result }] }
 */
import type { VatRateValue } from '../../../schema/vat';

/** Система налогообложения, as the task's `taxationType` names it. */
export const TAXATION_TYPES = ['osn', 'usnIncome', 'usnIncomeOutcome', 'esn', 'patent'] as const;
export type TaxationType = (typeof TAXATION_TYPES)[number];

/** A position's VAT (`tax.type`); `none` is «без НДС». One list with the CRM (schema/vat.ts). */
export type VatType = VatRateValue;

export type PaymentMethod = 'fullPrepayment' | 'prepayment' | 'advance' | 'fullPayment';
export type PaymentObject = 'commodity' | 'service' | 'payment';
/** cash; electronically (card); prepaid (an advance or a certificate offset); other (bonuses). */
export type PaymentType = 'cash' | 'electronically' | 'prepaid' | 'other';

export interface Operator {
  name: string;
  /** The cashier's INN (tag 1203); omitted when unknown. */
  vatin?: string;
}

export interface Position {
  type: 'position';
  name: string;
  /** Roubles with kopecks, as the protocol counts money. */
  price: number;
  quantity: number;
  /** The position's sum after discounts, roubles. */
  amount: number;
  tax: { type: VatType };
  paymentMethod: PaymentMethod;
  paymentObject: PaymentObject;
}

export interface ReceiptTask {
  type: 'sell' | 'sellReturn';
  taxationType: TaxationType;
  /** An electronic receipt goes to the buyer's e-mail or phone instead of paper. */
  electronically?: boolean;
  operator: Operator;
  clientInfo?: { emailOrPhone: string };
  items: Position[];
  payments: { type: PaymentType; sum: number }[];
  total: number;
}

export type AtolTask =
  | ReceiptTask
  | { type: 'openShift' | 'closeShift' | 'reportX'; operator: Operator }
  | { type: 'getDeviceStatus' | 'getShiftStatus' };

export type TaskStatus = 'wait' | 'inProgress' | 'ready' | 'error' | 'interrupted' | 'blocked' | 'canceled';

export interface TaskResult {
  status: TaskStatus;
  error?: { code: number; description: string };
  result?: unknown;
}

/** What the register printed on a fiscal document (tags 1040, 1077, 1012). */
export interface FiscalParams {
  number: number;
  sign: string;
  /** ISO 8601 with the register's offset. */
  at: string;
  shiftNumber: number | null;
}

/**
 * Why a task did not finish. `unreachable`: nothing answered at the address (the web server is
 * off); `register`: the register refused or failed (off, out of paper…), with the driver's
 * message; `pending`: still queued when the wait ran out (it may yet print, so do not post again).
 */
export class AtolError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'register' | 'pending' | 'protocol',
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'AtolError';
  }
}

export interface AtolOptions {
  fetchImpl?: typeof fetch;
  /** How long to wait for a task to finish, ms. */
  timeoutMs?: number;
  /** Pause between two reads of a running task, ms. */
  pollMs?: number;
}

const DONE: readonly TaskStatus[] = ['ready', 'error', 'interrupted', 'canceled'];

/** The API root of a register at `address:port` (the cash register settings). */
export function registerBase(settings: { address: string; port: number }): string {
  return `http://${settings.address}:${settings.port}/api/v2`;
}

/** Kopecks to the protocol's roubles (two decimals, never a float artefact). */
export const rub = (kopecks: number): number => Math.round(kopecks) / 100;

/**
 * A task uuid derived from what it registers: the same payment always gives the same uuid, so a
 * retry can ask the register whether it already holds that task instead of printing it again.
 * `attempt` moves on only after the register said the previous task failed.
 */
export function taskUuid(kind: number, key: number, attempt = 0): string {
  const hex = (n: number, width: number) => n.toString(16).padStart(width, '0').slice(-width);
  return `f10a${hex(kind, 4)}-${hex(attempt, 4)}-4000-8000-${hex(key, 12)}`;
}

/** A uuid for a task that registers nothing twice if repeated (status, X-report, shifts). */
export function oneOffUuid(): string {
  const r = () =>
    Math.floor(Math.random() * 0x10000)
      .toString(16)
      .padStart(4, '0');
  return `${r()}${r()}-${r()}-4${r().slice(1)}-a${r().slice(1)}-${r()}${r()}${r()}`;
}

async function call(
  url: string,
  init: RequestInit,
  fetchImpl: typeof fetch,
): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetchImpl(url, { cache: 'no-store', ...init });
  } catch {
    throw new AtolError(
      'unreachable',
      'Касса не отвечает: проверьте, что она включена и веб-сервер ДТО запущен',
    );
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new AtolError('protocol', `Касса ответила не JSON (HTTP ${res.status})`);
  }
  return { status: res.status, body };
}

function describe(body: unknown): string {
  const error = (body as { error?: { description?: string } } | null)?.error;
  return error?.description ?? 'без описания';
}

/** Queue a task. False when the register already holds this uuid (a retry of a posted task). */
export async function postTask(
  base: string,
  uuid: string,
  request: AtolTask[],
  { fetchImpl = fetch }: AtolOptions = {},
): Promise<boolean> {
  const { status, body } = await call(
    `${base}/requests`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ uuid, request }),
    },
    fetchImpl,
  );
  if (status === 201 || status === 200) return true;
  if (status === 409) return false;
  throw new AtolError('register', `Касса не приняла задание: ${describe(body)}`, status);
}

/** The results of a task, one per request item, or null when the register never received it. */
export async function readTask(
  base: string,
  uuid: string,
  { fetchImpl = fetch }: AtolOptions = {},
): Promise<TaskResult[] | null> {
  const { status, body } = await call(
    `${base}/requests/${encodeURIComponent(uuid)}`,
    { method: 'GET' },
    fetchImpl,
  );
  if (status === 404) return null;
  const results = (body as { results?: unknown } | null)?.results;
  if (status !== 200 || !Array.isArray(results))
    throw new AtolError('protocol', `Касса не вернула результат задания: ${describe(body)}`, status);
  return results as TaskResult[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Read a task until every item has finished, or the wait runs out (AtolError 'pending'). */
export async function waitTask(base: string, uuid: string, options: AtolOptions = {}): Promise<TaskResult[]> {
  const { timeoutMs = 30_000, pollMs = 300 } = options;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const results = await readTask(base, uuid, options);
    if (results && results.every((r) => DONE.includes(r.status))) return results;
    if (Date.now() >= until)
      throw new AtolError('pending', 'Касса ещё не ответила: задание в очереди, проверьте позже');
    await pause(pollMs);
  }
}

/**
 * Run a task once, whatever happened before: when the register already holds the uuid its
 * stored result is read instead of posting again. Resolves with the first item's result; a
 * failed item rejects with the driver's message (AtolError 'register').
 */
export async function runTask(
  base: string,
  uuid: string,
  request: AtolTask[],
  options: AtolOptions = {},
): Promise<unknown> {
  await postTask(base, uuid, request, options);
  return firstResult(await waitTask(base, uuid, options));
}

/** The result of a finished task, or the driver's error as an AtolError. */
export function firstResult(results: TaskResult[]): unknown {
  const failed = results.find((r) => r.status !== 'ready');
  if (failed) {
    const code = failed.error?.code ?? null;
    throw new AtolError(
      'register',
      failed.error?.description || `Задание не выполнено (${failed.status})`,
      code,
    );
  }
  return results[0]?.result ?? null;
}

/** The fiscal document's number, sign and time from a sell, return or shift result. */
export function fiscalParams(result: unknown): FiscalParams {
  const p = (result as { fiscalParams?: Record<string, unknown> } | null)?.fiscalParams;
  if (!p || typeof p.fiscalDocumentNumber !== 'number')
    throw new AtolError('protocol', 'Касса не вернула фискальные признаки документа');
  return {
    number: p.fiscalDocumentNumber,
    sign: String(p.fiscalDocumentSign ?? ''),
    at: String(p.fiscalDocumentDateTime ?? ''),
    shiftNumber: typeof p.shiftNumber === 'number' ? p.shiftNumber : null,
  };
}

export interface ShiftStatus {
  state: 'closed' | 'opened' | 'expired';
  /** When the 24 hours of an open shift run out (ISO 8601), if the register says. */
  expiresAt: string | null;
}

/** `getShiftStatus`: whether the register's shift is open and until when. */
export async function shiftStatus(base: string, options: AtolOptions = {}): Promise<ShiftStatus> {
  const result = (await runTask(base, oneOffUuid(), [{ type: 'getShiftStatus' }], options)) as {
    shiftStatus?: { state?: string; expiredTime?: string };
  } | null;
  const state = result?.shiftStatus?.state;
  return {
    state: state === 'opened' || state === 'expired' ? state : 'closed',
    expiresAt: result?.shiftStatus?.expiredTime ?? null,
  };
}
