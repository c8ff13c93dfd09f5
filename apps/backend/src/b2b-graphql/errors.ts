import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors, type HttpError } from '../http/errors';

const CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'BAD_USER_INPUT',
};

/**
 * A refusal in GraphQL's shape, `extensions: { code, http: { status }, fields? }`: Yoga
 * answers with that HTTP status, so a client tells 403 from 404 without reading the body.
 */
export function b2bError(status: number, message: string, fields?: FieldErrors): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: CODES[status] ?? 'INTERNAL_SERVER_ERROR',
      http: { status },
      ...(fields && { fields }),
    },
  });
}

/** The shared services' HttpError (a duplicate e-mail's 409, a 404) as a GraphQL refusal. */
export function fromHttpError(error: HttpError): GraphQLError {
  const fields =
    typeof error.detail === 'string'
      ? undefined
      : (Object.assign({}, ...error.detail.map((item) => item.errors)) as FieldErrors);
  return b2bError(error.status === 422 ? 400 : error.status, error.title, fields);
}

export const COMPANY_NOT_FOUND = 'Company not found';
export const USER_NOT_FOUND = 'User not found';
export const NOT_PERMITTED = 'You do not have permission to do this';
export const INVALID_INPUT = 'Invalid input';

export const notFound = (message: string) => b2bError(404, message);
export const forbidden = () => b2bError(403, NOT_PERMITTED);

/** Arguments checked by zod; a failure is 400 with a message per field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw b2bError(400, INVALID_INPUT, fieldErrors(result.error.issues));
  return result.data;
}
