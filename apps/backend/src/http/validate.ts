import { NUL_BYTE_MESSAGE, findNulByte } from '@shop/domain';
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, validationError } from './errors';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

/** What no JSON body may hold, whatever the route: too deep a nesting, a NUL byte. */
export function jsonBodyProblem(
  value: unknown,
): { title: string; field: string; message: string } | undefined {
  if (nestsDeeperThan(value))
    return {
      title: 'Request body nested too deeply',
      field: '_',
      message: `The request body may nest at most ${String(MAX_JSON_DEPTH)} levels`,
    };
  const nul = findNulByte(value);
  if (nul)
    return { title: 'Invalid request', field: nul.join('.') || '_', message: NUL_BYTE_MESSAGE };
  return undefined;
}

/**
 * Reads and validates a JSON body; malformed JSON and schema failures are 400s. Before any
 * schema: nesting deeper than MAX_JSON_DEPTH, and a NUL byte in any string of any route
 * (PostgreSQL cannot store one; it used to answer 500), are 400s naming the field.
 */
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
  const problem = jsonBodyProblem(value);
  if (problem) throw badRequest(problem.title, { [problem.field]: problem.message });
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
