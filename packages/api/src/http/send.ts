import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import type { HTTPError, KyInstance } from 'ky';
import type { z } from 'zod';
import { NetworkFailureError } from '../errors/network-failure-error';
import { bearerHeaders } from './call-options';
import type { CallOptions } from './call-options';
import { parseResponse } from './parse-response';
import { toApiError } from './to-api-error';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface SendOptions<S extends z.ZodType> {
  method: HttpMethod;
  /** Path below the instance's base, segments already encoded (see `segment`). */
  path: string;
  json?: unknown;
  headers?: Record<string, string>;
  /** The envelope the answer must have (behaviour.md#calls). */
  schema: S;
  /** The caller's per-call options (the customer token). */
  call?: CallOptions;
}

/** Encodes one path segment (ids come from cookies and URLs, never trusted as paths). */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON: hand the text to the schema, which then reports what it expected.
    return text;
  }
}

/**
 * What a failed ky request is to the caller: an answer other than 2xx becomes an `ApiError`
 * (through `toError`, for a service with an error shape of its own), no answer a
 * `NetworkFailureError`; anything else is returned as it was thrown.
 */
export function requestFailure(
  error: unknown,
  method: string,
  toError: (error: HTTPError) => Error = toApiError,
): unknown {
  if (isHTTPError(error)) return toError(error);
  if (isNetworkError(error) || isTimeoutError(error))
    return new NetworkFailureError({
      method,
      url: error.request.url,
      timedOut: isTimeoutError(error),
      cause: error,
    });
  return error;
}

/**
 * Sends one request and parses the answer at the boundary: a non-2xx answer becomes an
 * `ApiError`, no answer a `NetworkFailureError`, a 2xx answer of the wrong shape a
 * `ResponseShapeError`.
 */
export async function send<S extends z.ZodType>(
  http: KyInstance,
  options: SendOptions<S>,
): Promise<z.output<S>> {
  const method = options.method.toUpperCase();
  const headers = {
    ...options.headers,
    ...bearerHeaders(options.call ?? {}, `${method} ${options.path}`),
  };
  let url: string;
  let text: string;
  try {
    const response = await http(options.path, {
      method: options.method,
      ...(options.json === undefined ? {} : { json: options.json }),
      headers,
    });
    url = response.url;
    text = await response.text();
  } catch (error) {
    throw requestFailure(error, method);
  }
  return parseResponse(options.schema, parseBody(text), { method, url });
}
