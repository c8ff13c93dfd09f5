import { buildErrorList } from '@shop/domain';
import type { HTTPError } from 'ky';
import { ApiError } from '../errors/api-error';

/** A text body longer than this is cut: an error line is read by a person, not a page. */
const MAX_TEXT_MESSAGE = 200;

/**
 * A text body as one readable line: a proxy's HTML error page (nginx's 502) by its title or,
 * without one, its text without tags; anything over 200 characters cut. The whole body stays
 * in `ApiError.body`.
 */
export function summariseText(text: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]?.trim();
  const plain = (
    title ||
    text
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
  )
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > MAX_TEXT_MESSAGE ? `${plain.slice(0, MAX_TEXT_MESSAGE)}…` : plain;
}

/**
 * What the error list of behaviour.md#errors is built from: the body's `message` (string, or a list of
 * `{ title, errors }`). A body without one falls back to the body itself (its `title`),
 * its text, or the status text; `buildErrorList` then never yields an empty list.
 */
export function errorMessageOf(body: unknown, statusText: string): unknown {
  if (typeof body === 'object' && body !== null) {
    const { message } = body as { message?: unknown };
    if (message !== undefined && message !== null && message !== '') return message;
    return body;
  }
  if (typeof body === 'string' && body.trim() !== '') return summariseText(body) || statusText;
  return statusText;
}

export interface FailedResponse {
  status: number;
  statusText: string;
  method: string;
  url: string;
  body: unknown;
}

/** Normalises any non-2xx answer (behaviour.md#errors). */
export function apiErrorFrom(response: FailedResponse): ApiError {
  return new ApiError({
    status: response.status,
    errors: buildErrorList(errorMessageOf(response.body, response.statusText)),
    method: response.method,
    url: response.url,
    body: response.body,
  });
}

export function toApiError(error: HTTPError): ApiError {
  return apiErrorFrom({
    status: error.response.status,
    statusText: error.response.statusText,
    method: error.request.method,
    url: error.request.url,
    // ky has already read and parsed the body (JSON by content type, else text).
    body: error.data,
  });
}
