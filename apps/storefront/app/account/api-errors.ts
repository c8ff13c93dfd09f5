import { ApiError, NetworkFailureError, RequestPayloadError } from '@shop/api/errors';
import { buildErrorList, GENERIC_ERROR_MESSAGE } from '@shop/domain';

/**
 * The lines a form shows when a call failed (behaviour.md#errors): the server's error list for an
 * answer, the payload issues for input the client refused, else the generic message. Every
 * failure is logged with its cause, so the page never hides what went wrong.
 */
export function errorLines(error: unknown, context: string): string[] {
  console.error(`${context} failed`, error);
  if (error instanceof ApiError) return error.errors;
  if (error instanceof RequestPayloadError)
    return buildErrorList(error.issues.map((issue) => issue.message));
  return [GENERIC_ERROR_MESSAGE];
}

/** True when the server refused the token: the session is over (expired or revoked). */
export function isUnauthorised(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * True when the backend could not be asked or could not work (no answer, or a 502, 503 or
 * 504 from it or a proxy): nothing the buyer typed was wrong, so the page says so in words.
 */
export function isUnavailable(error: unknown): boolean {
  return (
    error instanceof NetworkFailureError ||
    (error instanceof ApiError && [502, 503, 504].includes(error.status))
  );
}
