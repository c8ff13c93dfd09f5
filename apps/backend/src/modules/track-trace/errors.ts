import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from '../../db/connection-errors';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';

// DCSA's error shape (ERROR_DOMAIN 1.0.0 `error`, required: httpMethod, requestUri,
// statusCode, statusCodeText, errorDateTime, errors[{ reason, message }]) for the DCSA
// calls, instead of the commerce API's `{ status, title, message }`.

/** The version of DCSA Track & Trace these calls implement, sent as `API-Version`. */
export const TNT_API_VERSION = '2.2.0';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const REASON: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  429: 'tooManyRequests',
  503: 'serviceUnavailable',
};

export interface DcsaSubError {
  reason: string;
  message: string;
}

function subErrors(error: HttpError, method: string): DcsaSubError[] {
  const reason =
    REASON[error.status] ??
    (error.status === 400 ? (method === 'GET' ? 'invalidQuery' : 'invalidInput') : 'error');
  if (typeof error.detail === 'string') return [{ reason, message: error.detail }];
  return error.detail.flatMap((item) =>
    Object.entries(item.errors).map(([field, message]) => ({
      reason,
      message: field === '_' ? message : `${field}: ${message}`,
    })),
  );
}

/** The DCSA error body for `error`, answered to this request. */
export function dcsaErrorBody(c: Context<AppEnv>, error: HttpError) {
  const url = new URL(c.req.url);
  return {
    httpMethod: c.req.method,
    requestUri: `${url.pathname}${url.search}`,
    statusCode: error.status,
    statusCodeText: STATUS_TEXT[error.status] ?? 'Error',
    errorDateTime: new Date().toISOString(),
    errors: subErrors(error, c.req.method),
  };
}

/** The DCSA routes' error handler: every failure in DCSA's shape, with `API-Version`. */
export function dcsaOnError(cause: Error, c: Context<AppEnv>) {
  let error: HttpError;
  if (cause instanceof HttpError) error = cause;
  else if (isDatabaseUnavailable(cause))
    error = new HttpError(503, 'The service is briefly unavailable; try again', undefined, {
      'Retry-After': '5',
    });
  else {
    c.get('log').error({ err: cause }, 'unhandled error');
    error = new HttpError(500, `Internal server error (request ${c.get('requestId')})`);
  }
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  c.header('API-Version', TNT_API_VERSION);
  return c.json(dcsaErrorBody(c, error), error.status as ContentfulStatusCode);
}
