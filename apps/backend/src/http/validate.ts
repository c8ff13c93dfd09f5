import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, validationError } from './errors';

/** Reads and validates a JSON body; malformed JSON and schema failures are 400s. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let value: unknown;
  if (text.trim() === '') {
    value = undefined;
  } else {
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('Malformed JSON body', { _: 'The request body is not valid JSON' });
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data;
}

/** Validates path parameters (e.g. numeric ids, cart UUIDs). */
export function readParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) throw validationError(parsed.error.issues, 'Invalid path parameter');
  return parsed.data;
}

/** Validates the query string; unknown parameters are refused like unknown body fields. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error.issues, 'Invalid query parameter');
  return parsed.data;
}
