/**
 * What can go wrong talking to the CRM, as a few types the faces map without looking inside:
 * GraphQL puts `code` into `extensions.code`, HTTP answers `status` (502, or 504 for a timeout),
 * and both show `userMessage`, a Russian text fit for a person. Messages never carry the API
 * key: every text passes through `redact` before it gets here.
 */
import type { RefusalDetail } from './refusal';

export type UpstreamErrorCode = 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_TIMEOUT' | 'UPSTREAM_ERROR';

export abstract class UpstreamError extends Error {
  abstract readonly code: UpstreamErrorCode;
  /** What the gateway answers over HTTP: the CRM behind it failed (502) or was too slow (504). */
  readonly status: 502 | 504 = 502;
  abstract readonly userMessage: string;
  /** "area/method" of the failed call. */
  readonly call: string;

  constructor(call: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.call = call;
  }
}

/** Connection refused or reset, cut mid-reply, DNS failure, or the circuit breaker is open. */
export class UpstreamUnavailableError extends UpstreamError {
  readonly code = 'UPSTREAM_UNAVAILABLE';
  readonly userMessage: string = 'CRM недоступна, попробуйте позже';
}

/** Connect, headers or body timeout, or the overall deadline of the call. */
export class UpstreamTimeoutError extends UpstreamError {
  readonly code = 'UPSTREAM_TIMEOUT';
  override readonly status = 504;
  readonly userMessage: string = 'CRM не ответила вовремя, попробуйте позже';
}

/** The reply is not JSON or not an envelope. */
export class UpstreamMalformedError extends UpstreamError {
  readonly code = 'UPSTREAM_ERROR';
  readonly userMessage: string = 'CRM прислала непонятный ответ';
}

/** The reply is over UPSTREAM_MAX_REPLY_BYTES; it was cut off, not read to the end. */
export class UpstreamTooLargeError extends UpstreamError {
  readonly code = 'UPSTREAM_ERROR';
  readonly userMessage: string = 'Ответ CRM слишком большой';
}

/** The CRM answered and refused: envelope `error: 1`, or a non-2xx status. */
export class UpstreamRemoteError extends UpstreamError {
  readonly code = 'UPSTREAM_ERROR';
  readonly userMessage: string = 'CRM вернула ошибку';
  constructor(
    call: string,
    message: string,
    /** The envelope's errorInfo, e.g. 'BAD_CREDENTIALS', 'USER_EXISTS', 'VALIDATION'. */
    readonly errorInfo: unknown,
    /** The envelope's message as the CRM wrote it (often Russian, meant for the user). */
    readonly remoteMessage: string | null,
    readonly statusCode: number,
    /** A refusal's code and field (the CRM's envelope `reason`, `field`; issue 18 item 2). */
    readonly detail: RefusalDetail = {},
  ) {
    super(call, message);
  }
}

export function isUpstreamError(err: unknown): err is UpstreamError {
  return err instanceof UpstreamError;
}

/**
 * A domain refusal: the CRM understood the call and said no (HTTP 200, `error: 1`). Everything
 * else an UpstreamError stands for (down, slow, cut, garbled, non-2xx) is the CRM failing.
 */
export function isRefusal(err: unknown): err is UpstreamRemoteError {
  return err instanceof UpstreamRemoteError && err.statusCode === 200;
}

/** The CRM failed (not refused): each face answers 502/504 instead of pretending all is well. */
export function isCrmFault(err: unknown): err is UpstreamError {
  return isUpstreamError(err) && !isRefusal(err);
}

/** The CRM does not know the call (our CRM: 404 UNKNOWN_METHOD): a CRM of the spec alone. */
export const isUnknownCall = (err: unknown) =>
  err instanceof UpstreamRemoteError && (err.statusCode === 404 || err.errorInfo === 'UNKNOWN_METHOD');
