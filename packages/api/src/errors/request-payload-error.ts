import type { z } from 'zod';

/** A call was made with a payload that fails its schema; nothing was sent. */
export class RequestPayloadError extends Error {
  override readonly name = 'RequestPayloadError';
  readonly operation: string;
  readonly issues: z.core.$ZodIssue[];

  constructor(operation: string, issues: z.core.$ZodIssue[]) {
    const where = issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    super(`${operation}: invalid payload: ${where}`);
    this.operation = operation;
    this.issues = issues;
  }
}
