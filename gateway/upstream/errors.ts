/**
 * What can go wrong talking to the CRM, as four types the faces map without looking inside:
 * GraphQL puts `code` into `extensions.code`, the legacy API answers 500 (spec section 8).
 * Messages never carry the API key: every text passes through `redact` before it gets here.
 */
export type UpstreamErrorCode = 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_TIMEOUT' | 'UPSTREAM_ERROR';

export abstract class UpstreamError extends Error {
  abstract readonly code: UpstreamErrorCode;
  /** "area/method" of the failed call. */
  readonly call: string;

  constructor(call: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.call = call;
  }
}

/** Connection refused or reset, DNS failure, pool closed: the CRM could not be reached. */
export class UpstreamUnavailableError extends UpstreamError {
  readonly code = 'UPSTREAM_UNAVAILABLE';
}

/** Connect, headers or body timeout, or the overall deadline of the call. */
export class UpstreamTimeoutError extends UpstreamError {
  readonly code = 'UPSTREAM_TIMEOUT';
}

/** The reply is not JSON or not an envelope. */
export class UpstreamMalformedError extends UpstreamError {
  readonly code = 'UPSTREAM_ERROR';
}

/** The CRM answered and refused: envelope `error: 1`, or a non-2xx status. */
export class UpstreamRemoteError extends UpstreamError {
  readonly code = 'UPSTREAM_ERROR';
  constructor(
    call: string,
    message: string,
    /** The envelope's errorInfo, e.g. 'BAD_CREDENTIALS', 'USER_EXISTS', 'VALIDATION'. */
    readonly errorInfo: unknown,
    /** The envelope's message as the CRM wrote it (often Russian, meant for the user). */
    readonly remoteMessage: string | null,
    readonly statusCode: number,
  ) {
    super(call, message);
  }
}

export function isUpstreamError(err: unknown): err is UpstreamError {
  return err instanceof UpstreamError;
}
