/** The remote CRM as the rest of the gateway sees it; tests and benches can hand in another. */

/** Every CRM reply is wrapped like this (spec section 1); only `data` is the payload. */
export interface Envelope<T = unknown> {
  error: 0 | 1;
  errorInfo: unknown;
  result: unknown;
  message: unknown;
  data: T;
  /** Ours (issue 18 item 2), on a refusal: its code (schema/user-errors.ts) and the field at fault. */
  reason?: unknown;
  field?: unknown;
}

export interface Upstream {
  /** POST /{area}/{method}; resolves the unwrapped `data`, throws an UpstreamError otherwise. */
  call<T = unknown>(area: string, method: string, body?: unknown): Promise<T>;
  /**
   * The whole envelope, also when `error` is 1 (some legacy replies echo the error fields).
   * Still throws on transport faults, non-2xx replies and malformed bodies.
   */
  envelope<T = unknown>(area: string, method: string, body?: unknown): Promise<Envelope<T>>;
  close(): Promise<void>;
}
