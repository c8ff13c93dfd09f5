import { Hono } from 'hono';
import { optionalCustomer, requireCustomer, requireSelf } from '../http/auth';
import { clientAddress } from '../http/client-address';
import type { AppEnv, Services } from '../http/context';
import { noStore } from '../http/no-store';
import { HttpError, forbidden } from '../http/errors';
import { readJson, readParams, readQuery } from '../http/validate';
import { createAddresses, listAddresses, updateAddresses } from '../services/addresses';
import { assertUnderLimits, recordAttempt } from '../services/attempt-limits';
import {
  INVALID_LOGIN_MESSAGE,
  TOKEN_LIFETIME_SECONDS,
  checkCredentials,
  createCustomer,
  createPasswordReset,
  issueToken,
  loadCustomer,
  resetPassword,
  revokeToken,
  updateProfile,
  verifyPasswordReset,
} from '../services/customers';
import { listOrders, orderProducts, orderShipping } from '../services/order-history';
import { sendPasswordResetMail } from '../services/reset-mail';
import {
  customerIdParams,
  emailBody,
  loginBody,
  loginUrlBody,
  newAddressesBody,
  noQuery,
  orderIdParams,
  profileUpdateBody,
  registrationBody,
  resetPasswordBody,
  tokenBody,
  updatedAddressesBody,
} from './schemas';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email address, we have sent a link to reset the password.';

/** SPEC §7 "Customer". Every `/{id}/…` route is for the token's own customer only. */
export function customerRoutes(services: Services) {
  const { config } = services;
  const db = () => services.database.db;
  const window = config.RATE_LIMIT_WINDOW_SECONDS;

  return new Hono<AppEnv>()
    .use(noStore)
    .post('/login', async (c) => {
      const body = await readJson(c, loginBody);
      const limits = [
        { key: `login:account:${body.email.toLowerCase()}`, limit: config.LOGIN_LIMIT_PER_ACCOUNT },
        {
          key: `login:address:${clientAddress(c, config.TRUST_PROXY)}`,
          limit: config.LOGIN_LIMIT_PER_ADDRESS,
        },
      ];
      await assertUnderLimits(services.rateLimiter, limits);
      const customer = await checkCredentials(db(), body.email, body.password);
      if (!customer) {
        await recordAttempt(services.rateLimiter, limits, window);
        throw new HttpError(401, INVALID_LOGIN_MESSAGE);
      }
      await services.rateLimiter.clear(limits[0]?.key ?? '');
      const token = await issueToken(db(), customer.id);
      return c.json({
        status: 200,
        token,
        expires_in: TOKEN_LIFETIME_SECONDS,
        customer: await loadCustomer(db(), customer.id),
      });
    })
    .get('/profile', async (c) => {
      readQuery(c, noQuery);
      const me = await requireCustomer(c, services);
      return c.json({ status: 200, user: await loadCustomer(db(), me.id) });
    })
    .post('/create-user', async (c) => {
      const body = await readJson(c, registrationBody);
      const customer = await createCustomer(db(), body);
      return c.json({ status: 201, message: { data: customer } }, 201);
    })
    .post('/login-url', async (c) => {
      const body = await readJson(c, loginUrlBody);
      const me = await requireCustomer(c, services);
      if (me.id !== body.customer_id) throw forbidden();
      return c.json({ status: 200, message: `${config.STOREFRONT_URL}/account` });
    })
    .get('/logout-url', async (c) => {
      readQuery(c, noQuery);
      // Logging out with a token that already expired is still a successful logout.
      const me = await optionalCustomer(c, services).catch(() => undefined);
      if (me) await revokeToken(db(), me.tokenHash);
      return c.json({ status: 200, message: `${config.STOREFRONT_URL}/account/login` });
    })
    .post('/generate-password-reset', async (c) => {
      const body = await readJson(c, emailBody);
      const limits = [
        { key: `reset:account:${body.email.toLowerCase()}`, limit: config.RESET_LIMIT_PER_ACCOUNT },
        {
          key: `reset:address:${clientAddress(c, config.TRUST_PROXY)}`,
          limit: config.RESET_LIMIT_PER_ADDRESS,
        },
      ];
      await assertUnderLimits(services.rateLimiter, limits);
      await recordAttempt(services.rateLimiter, limits, window);
      const reset = await createPasswordReset(db(), body.email);
      if (reset) sendPasswordResetMail(services, reset.customer, reset.token);
      // The same answer whether or not the account exists (no account enumeration).
      return c.json({ status: 200, message: RESET_REQUESTED_MESSAGE });
    })
    .post('/verify-password-reset-token', async (c) => {
      const body = await readJson(c, tokenBody);
      await verifyPasswordReset(db(), body.token);
      return c.json({ status: 200, message: { valid: true } });
    })
    .post('/reset-password', async (c) => {
      const body = await readJson(c, resetPasswordBody);
      await resetPassword(db(), body.token, body.password);
      return c.json({
        status: 200,
        message: 'Your password has been reset. Please log in with the new password.',
      });
    })
    .get('/orders/:orderId/products', async (c) => {
      const { orderId } = readParams(c, orderIdParams);
      const me = await requireCustomer(c, services);
      return c.json({ status: 200, message: await orderProducts(db(), me.id, orderId) });
    })
    .get('/orders/:orderId/shipping', async (c) => {
      const { orderId } = readParams(c, orderIdParams);
      const me = await requireCustomer(c, services);
      return c.json({ status: 200, message: await orderShipping(db(), me.id, orderId) });
    })
    .put('/:id', async (c) => {
      const { id } = readParams(c, customerIdParams);
      await requireSelf(c, services, id);
      const body = await readJson(c, profileUpdateBody);
      return c.json({ status: 200, message: { data: await updateProfile(db(), id, body) } });
    })
    .get('/:id/orders', async (c) => {
      const { id } = readParams(c, customerIdParams);
      await requireSelf(c, services, id);
      return c.json({ status: 200, message: await listOrders(db(), id) });
    })
    .get('/:id/addresses', async (c) => {
      const { id } = readParams(c, customerIdParams);
      await requireSelf(c, services, id);
      return c.json({ status: 200, message: { data: await listAddresses(db(), id) } });
    })
    .post('/:id/addresses', async (c) => {
      const { id } = readParams(c, customerIdParams);
      await requireSelf(c, services, id);
      const body = await readJson(c, newAddressesBody);
      if (body.some((a) => a.customer_id !== undefined && a.customer_id !== id)) {
        throw forbidden('customer_id must be your own customer id');
      }
      return c.json({ status: 201, message: { data: await createAddresses(db(), id, body) } }, 201);
    })
    .put('/:id/addresses', async (c) => {
      const { id } = readParams(c, customerIdParams);
      await requireSelf(c, services, id);
      const body = await readJson(c, updatedAddressesBody);
      return c.json({ status: 200, message: { data: await updateAddresses(db(), id, body) } });
    });
}
