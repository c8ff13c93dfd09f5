import type { z } from 'zod';
import { RequestPayloadError } from '../errors/request-payload-error';

/** Checks a payload before anything is sent, so bad input fails fast with a clear message. */
export function parsePayload<S extends z.ZodType>(
  schema: S,
  value: unknown,
  operation: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new RequestPayloadError(operation, result.error.issues);
  return result.data;
}
