export interface ApiErrorInit {
  status: number;
  errors: string[];
  method: string;
  url: string;
  /** The parsed response body (JSON when the server sent JSON, text otherwise). */
  body: unknown;
}

/**
 * The server answered with a non-2xx status. `errors` is the error list of behaviour.md#errors, built
 * from the body's `message` by `@shop/domain`'s `buildErrorList`; `body` keeps the whole
 * answer because some callers (order creation) hand the server body back to the user.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: string[];
  readonly method: string;
  readonly url: string;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(
      `${init.method} ${init.url} failed with ${init.status}: ${init.errors.join('; ') || 'no message'}`,
    );
    this.status = init.status;
    this.errors = init.errors;
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
