import type { z } from 'zod';
import { ResponseShapeError } from '../errors/response-shape-error';

/** Checks an answer against the shape the caller relies on, at the client boundary. */
export function parseResponse<S extends z.ZodType>(
  schema: S,
  body: unknown,
  where: { method: string; url: string },
): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success)
    throw new ResponseShapeError({ ...where, issues: result.error.issues, body });
  return result.data;
}
