import { z } from 'zod';
import { parsePayload } from './parse-payload';

/**
 * What travels with one call instead of living in the client (as Catalyst's client passes
 * its customer access token): a client holds configuration only, so one client can serve
 * every customer of a server and no customer's token can leak into another's call.
 */
export interface CallOptions {
  /**
   * The customer token of behaviour.md#calls, sent as `Authorization: Bearer {token}`. Absent or
   * `null`: the call is a guest's.
   */
  token?: string | null | undefined;
}

const tokenSchema = z.string().trim().min(1, 'a customer token cannot be blank').nullish();

/** The Authorization header of one call, or none for a guest; a blank token is refused. */
export function bearerHeaders(
  options: CallOptions,
  operation: string,
): Record<string, string> | undefined {
  const token = parsePayload(tokenSchema, options.token, operation);
  return token ? { Authorization: `Bearer ${token}` } : undefined;
}
