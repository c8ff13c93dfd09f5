import { USER_STATUSES } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { compile, runCompiled } from '../db/prepared';
import { sha256 } from '../security/secrets';
import type { AppEnv, AuthedCustomer, Services } from './context';
import { forbidden, unauthorized } from './errors';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

/** The token of an `Authorization` header, with or without the `Bearer ` prefix (Storyblok's MAPI sends it bare). */
export function headerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^\s*(?:Bearer\s+)?(\S+)\s*$/i.exec(header);
  return match?.[1];
}

// Every signed-in call starts here: one prepared statement, planned once per connection.
// A deactivated customer's tokens are revoked with the deactivation; the status test also
// covers a login that raced it.
const tokenCustomer = compile(
  'token_customer',
  sql`select c.id, c.email, coalesce(g.name, '') as "groupName", t.expires_at as "expiresAt"
    from customer_tokens t
    join customers c on c.id = t.customer_id
    left join customer_groups g on g.id = c.group_id
    where t.token_hash = ${sql.placeholder('tokenHash')}
      and t.revoked_at is null
      and c.status = ${USER_STATUSES.active}
      and t.expires_at > now()
    limit 1`,
);

/**
 * The customer behind the request's bearer token, or undefined for a guest.
 * A token that is malformed, unknown, expired or revoked is a 401, never a silent guest.
 */
export async function optionalCustomer(
  c: Context<AppEnv>,
  services: Services,
): Promise<AuthedCustomer | undefined> {
  const cached = c.get('customer');
  if (cached) return cached;
  const header = c.req.header('authorization');
  if (!header) return undefined;
  const token = BEARER.exec(header.trim())?.[1];
  if (!token) throw unauthorized('Invalid or expired token');
  const tokenHash = sha256(token);
  const { tokenCache } = services;
  const known = tokenCache?.get(tokenHash);
  if (known) {
    c.set('customer', known);
    return known;
  }
  const generation = tokenCache?.generation ?? 0;
  const [row] = await runCompiled<{
    id: number;
    email: string;
    groupName: string;
    expiresAt: Date | string;
  }>(services.database, tokenCustomer, { tokenHash });
  if (!row) throw unauthorized('Invalid or expired token');
  const customer = { id: row.id, email: row.email, groupName: row.groupName, tokenHash };
  tokenCache?.set(tokenHash, customer, new Date(row.expiresAt), generation);
  c.set('customer', customer);
  return customer;
}

export async function requireCustomer(
  c: Context<AppEnv>,
  services: Services,
): Promise<AuthedCustomer> {
  const customer = await optionalCustomer(c, services);
  if (!customer) throw unauthorized();
  return customer;
}

/** For `/customers/{id}/…`: the token's customer may only address itself. */
export async function requireSelf(
  c: Context<AppEnv>,
  services: Services,
  id: number,
): Promise<AuthedCustomer> {
  const customer = await requireCustomer(c, services);
  if (customer.id !== id) throw forbidden();
  return customer;
}
