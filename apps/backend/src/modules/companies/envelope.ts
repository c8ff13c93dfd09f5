import type { Context, ErrorHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../http/context';
import { HttpError, type FieldErrors } from '../../http/errors';

export interface Pagination {
  totalCount: number;
  offset: number;
  limit: number;
}

/** B2B Edition's answer: `{ code, data, meta: { message: 'SUCCESS' } }`, with paging for lists. */
export function b2bJson(
  c: Context<AppEnv>,
  data: unknown,
  { status = 200, pagination }: { status?: 200 | 201; pagination?: Pagination } = {},
) {
  return c.json(
    { code: status, data, meta: { message: 'SUCCESS', ...(pagination && { pagination }) } },
    status,
  );
}

/**
 * Errors in the same envelope: `{ code, data: { errors? }, meta: { message } }`, the field
 * messages of a validation failure in `data.errors`. Anything else goes on to the app's
 * handler (database unavailable, 500).
 */
export const b2bErrors: ErrorHandler<AppEnv> = (error, c) => {
  if (!(error instanceof HttpError)) throw error;
  let errors: FieldErrors | undefined;
  if (typeof error.detail !== 'string')
    errors = Object.assign({}, ...error.detail.map((item) => item.errors)) as FieldErrors;
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(
    {
      code: error.status,
      data: errors ? { errors } : {},
      meta: { message: error.title, requestId: c.get('requestId') },
    },
    error.status as ContentfulStatusCode,
  );
};
