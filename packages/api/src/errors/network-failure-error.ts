/**
 * No HTTP answer arrived (connection refused, DNS, offline, time-out), after the retries
 * that were safe for the method. `cause` is the underlying ky error.
 */
export class NetworkFailureError extends Error {
  override readonly name = 'NetworkFailureError';
  readonly method: string;
  readonly url: string;
  readonly timedOut: boolean;

  constructor(init: { method: string; url: string; timedOut: boolean; cause: unknown }) {
    super(`${init.method} ${init.url} got no answer${init.timedOut ? ' (timed out)' : ''}`, {
      cause: init.cause,
    });
    this.method = init.method;
    this.url = init.url;
    this.timedOut = init.timedOut;
  }
}
