import type { z } from 'zod';

/** One entry of an error list: field name → message (behaviour.md#errors: building an error list). */
export type FieldErrors = Record<string, string>;

export interface ErrorItem {
  status: number;
  title: string;
  errors: FieldErrors;
}

/**
 * An error with an explicit HTTP status, thrown by services and turned into the error
 * shape of behaviour.md#errors by the app's error handler: `{ status, title, message, requestId }` where `message`
 * is a string (one error) or a list of `{ status, title, errors }`.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string | ErrorItem[] = title,
    readonly headers: Record<string, string> = {},
  ) {
    super(title);
  }
}

export const badRequest = (title: string, errors?: FieldErrors) =>
  new HttpError(400, title, errors ? [{ status: 400, title, errors }] : title);
export const unauthorized = (title = 'Authentication required') => new HttpError(401, title);
export const forbidden = (title = 'You do not have access to this resource') =>
  new HttpError(403, title);
export const notFound = (title: string) => new HttpError(404, title);
export const conflict = (title: string) => new HttpError(409, title);
/** Seconds a 503 asks the caller (a balancer, the storefront) to wait before retrying. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
/** A dependency (the database, Redis) is briefly unreachable: nothing was done, try again. */
export const serviceUnavailable = (title: string) =>
  new HttpError(503, title, title, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
export const unprocessable = (title: string, errors?: FieldErrors) =>
  new HttpError(422, title, errors ? [{ status: 422, title, errors }] : title);

/** Turns zod issues into a field → message map (first message per field). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    let field = issue.path.map(String).join('.') || '_';
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const f = field === '_' ? key : `${field}.${key}`;
        out[f] ??= `Unknown field ${f}`;
      }
      continue;
    }
    if (issue.code === 'invalid_type' && message.startsWith('Invalid input')) {
      message = `${field === '_' ? 'Body' : field} must be ${issue.expected}`;
    }
    field = field || '_';
    out[field] ??= message;
  }
  return out;
}

export function validationError(issues: readonly z.core.$ZodIssue[], title = 'Invalid request') {
  return badRequest(title, fieldErrors(issues));
}
