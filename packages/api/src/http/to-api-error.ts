import { buildErrorList } from '@shop/domain';
import type { HTTPError } from 'ky';
import { ApiError } from '../errors/api-error';

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
  if (typeof body === 'string' && body.trim() !== '') return body;
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
