import { useSyncExternalStore } from 'react';
import { readPref, writePref } from '../app/layout/prefs';
import { onSessionEnd } from '../app/session/sessionEnd';

/**
 * The cash register connection (spec sections 2, 4, 8 and 9): a fiscal register driver's web
 * server on the workstation or the local network (ATOL's listens on port 16732). Its address is
 * per workstation, so it is kept in localStorage. The state is the spec's: the dialog closed,
 * not connected, error code 201, and an error-catch flag raised when a connection error was
 * caught (shown in the dialog until the next success or «Сбросить ошибку»).
 */

export const CASH_REGISTER_KEY = 'cashRegister';
export const DEFAULT_PORT = 16732;
/** «{ip}» of the spec: the driver runs on this workstation unless told otherwise. */
export const DEFAULT_ADDRESS = '127.0.0.1';
export const CONNECT_TIMEOUT_MS = 3000;

/** Error codes: 201 is the spec's default (no connection yet or the register did not answer). */
export const CASH_ERRORS = {
  201: 'Нет связи с кассой',
  202: 'Касса не ответила вовремя',
  203: 'Неверный адрес или порт',
} as const;
export type CashErrorCode = keyof typeof CASH_ERRORS;
export const DEFAULT_ERROR_CODE: CashErrorCode = 201;

export interface CashRegisterSettings {
  address: string;
  port: number;
}

export interface CashRegisterState {
  /** The connection dialog (spec: closed by default). */
  open: boolean;
  connected: boolean;
  connecting: boolean;
  errorCode: CashErrorCode;
  /** A connection error was caught and not yet cleared. */
  errorCatch: boolean;
  /** When the last attempt ended, ms since the epoch. */
  checkedAt: number | null;
  settings: CashRegisterSettings;
}

export function readSettings(): CashRegisterSettings {
  try {
    const raw = JSON.parse(readPref(CASH_REGISTER_KEY) ?? 'null') as Partial<CashRegisterSettings> | null;
    const port = Number(raw?.port);
    return {
      address: typeof raw?.address === 'string' && raw.address.trim() ? raw.address.trim() : DEFAULT_ADDRESS,
      port: Number.isInteger(port) && port > 0 && port < 65536 ? port : DEFAULT_PORT,
    };
  } catch {
    return { address: DEFAULT_ADDRESS, port: DEFAULT_PORT };
  }
}

/** Russian message for an address or port the dialog must not try, or null when both are fine. */
export function checkSettings(address: string, port: string | number): string | null {
  const a = address.trim();
  if (!a) return 'Укажите адрес кассы';
  if (!/^[a-zA-Z0-9.-]+$/.test(a) && !/^\[[0-9a-fA-F:]+\]$/.test(a))
    return 'Адрес: IP-адрес или имя компьютера, без http:// и пробелов';
  const p = Number(port);
  if (!Number.isInteger(p) || p < 1 || p > 65535) return 'Порт: целое число от 1 до 65535';
  return null;
}

function initial(): CashRegisterState {
  return {
    open: false,
    connected: false,
    connecting: false,
    errorCode: DEFAULT_ERROR_CODE,
    errorCatch: false,
    checkedAt: null,
    settings: readSettings(),
  };
}

let state: CashRegisterState | null = null;
const listeners = new Set<() => void>();
let attempt = 0;

function current(): CashRegisterState {
  state ??= initial();
  return state;
}

function update(patch: Partial<CashRegisterState>) {
  state = { ...current(), ...patch };
  listeners.forEach((notify) => notify());
}

/** The connection's state as the side bar and the equipment card show it. */
export function cashStatus(s: Pick<CashRegisterState, 'connected' | 'connecting'>) {
  if (s.connecting) return { text: 'Подключение…', intent: 'warning' as const };
  if (s.connected) return { text: 'Подключена', intent: 'success' as const };
  return { text: 'Не подключена', intent: 'none' as const };
}

export function useCashRegister(): CashRegisterState {
  return useSyncExternalStore((notify) => {
    listeners.add(notify);
    return () => listeners.delete(notify);
  }, current);
}

export const openCashRegister = () => update({ open: true, settings: readSettings() });
export const closeCashRegister = () => update({ open: false });
export const clearCashError = () => update({ errorCatch: false });

/** Back to the spec's defaults (tests; and a sign-out leaves nothing connected behind). */
export function resetCashRegister() {
  attempt++;
  state = initial();
  listeners.forEach((notify) => notify());
}
// The next person at this till connects the register again (its address stays remembered).
onSessionEnd(resetCashRegister);

/**
 * One connection attempt: an HTTP request to http://address:port/ with a timeout. The driver's
 * web server does not send CORS headers, so the request is `no-cors`: an opaque answer means
 * the register's server is there; a refused connection or the timeout means it is not.
 */
export async function connectCashRegister(
  settings: CashRegisterSettings,
  {
    timeoutMs = CONNECT_TIMEOUT_MS,
    fetchImpl = fetch,
  }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<boolean> {
  const invalid = checkSettings(settings.address, settings.port);
  const mine = ++attempt;
  if (invalid) {
    update({ connected: false, connecting: false, errorCode: 203, errorCatch: true, checkedAt: Date.now() });
    return false;
  }
  writePref(CASH_REGISTER_KEY, JSON.stringify(settings));
  update({ settings, connecting: true });
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  let ok = false;
  try {
    await fetchImpl(`http://${settings.address}:${settings.port}/`, {
      mode: 'no-cors',
      cache: 'no-store',
      signal: controller.signal,
    });
    ok = true;
  } catch {
    ok = false;
  } finally {
    clearTimeout(timer);
  }
  if (mine !== attempt) return ok; // a newer attempt or a disconnect won
  update(
    ok
      ? { connected: true, connecting: false, errorCatch: false, checkedAt: Date.now() }
      : {
          connected: false,
          connecting: false,
          errorCode: timedOut ? 202 : 201,
          errorCatch: true,
          checkedAt: Date.now(),
        },
  );
  return ok;
}

export function disconnectCashRegister() {
  attempt++;
  update({ connected: false, connecting: false, errorCode: DEFAULT_ERROR_CODE, checkedAt: Date.now() });
}
