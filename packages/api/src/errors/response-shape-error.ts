import type { z } from 'zod';

/**
 * The server answered 2xx but the body does not have the shape behaviour.md#calls promises. Thrown at
 * the client boundary so a component never crashes deep inside on a missing field.
 */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
  readonly method: string;
  readonly url: string;
  readonly issues: z.core.$ZodIssue[];
  readonly body: unknown;

  constructor(init: { method: string; url: string; issues: z.core.$ZodIssue[]; body: unknown }) {
    const where = init.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    super(`${init.method} ${init.url} answered with an unexpected shape: ${where}`);
    this.method = init.method;
    this.url = init.url;
    this.issues = init.issues;
    this.body = init.body;
  }
}

export function isResponseShapeError(error: unknown): error is ResponseShapeError {
  return error instanceof ResponseShapeError;
}
