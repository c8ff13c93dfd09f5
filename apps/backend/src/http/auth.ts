import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { customerGroups, customerTokens, customers } from '../db/schema';
import { sha256 } from '../services/secrets';
import type { AppEnv, AuthedCustomer, Services } from './context';
import { forbidden, unauthorized } from './errors';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

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
  const [row] = await services.database.db
    .select({ id: customers.id, email: customers.email, groupName: customerGroups.name })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .leftJoin(customerGroups, eq(customerGroups.id, customers.groupId))
    .where(
      and(
        eq(customerTokens.tokenHash, tokenHash),
        isNull(customerTokens.revokedAt),
        gt(customerTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw unauthorized('Invalid or expired token');
  const customer = { id: row.id, email: row.email, groupName: row.groupName ?? '', tokenHash };
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
