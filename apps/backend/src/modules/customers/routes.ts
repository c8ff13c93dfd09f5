import { Hono } from 'hono';
import { optionalCustomer, requireCustomer, requireSelf } from '../../http/auth';
import type { AppEnv, Services } from '../../http/context';
import { noStore } from '../../http/no-store';
import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  SIGN_IN_UNAVAILABLE_MESSAGE,
  USER_STATUSES,
} from '@shop/domain';
import { isDatabaseUnavailable } from '../../db/connection-errors';
import { HttpError, forbidden, serviceUnavailable } from '../../http/errors';
import { readJson, readParams, readQuery } from '../../http/validate';
import { createAddresses, listAddresses, updateAddresses } from './addresses';
import { loginsBlockedMail } from './account-notices';
import type { AttemptLimit } from '../../security/attempt-limits';
import { reserveAttempt } from '../../security/attempt-limits';
import { inBackground } from '../../http/background';
import {
  INVALID_LOGIN_MESSAGE,
  TOKEN_LIFETIME_SECONDS,
  checkCredentials,
  createCustomer,
  createPasswordReset,
  findCustomerByEmail,
  issueToken,
  loadCustomer,
  resetPassword,
  revokeToken,
  updateProfile,
  verifyPasswordReset,
} from './service';
import { enqueueMail } from '../../mail/enqueue';
import { sendMailsSoon, sendOutboxMails } from '../../mail/send-outbox';
import { customerIdParams, noQuery } from '../../http/params';
import {
  emailBody,
  loginBody,
  loginUrlBody,
  newAddressesBody,
  profileUpdateBody,
  registrationBody,
  resetPasswordBody,
  tokenBody,
  updatedAddressesBody,
} from './schemas';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email address, we have sent a link to reset the password.';

/**
 * The customer calls of behaviour.md#calls-customer but the order history (the orders
 * module's `customerOrderRoutes`). Every `/{id}/…` route is for the token's own customer only.
 */
export function customerRoutes(services: Services) {
  const { config } = services;
  const db = () => services.database.db;
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  const limiter = services.rateLimiter;

  /**
   * Failed logins are counted per account *and* address, so guessing from one place cannot
   * lock the owner out elsewhere (behaviour.md#security); per account across addresses, a ceiling for
   * distributed guessing; and per address, whatever the account.
   */
  const loginLimits = (email: string, address: string): AttemptLimit[] => {
    const account = email.trim().toLowerCase();
    return [
      {
        key: `login:account-address:${account}:${address}`,
        limit: config.LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS,
      },
      { key: `login:account:${account}`, limit: config.LOGIN_LIMIT_PER_ACCOUNT },
      { key: `login:address:${address}`, limit: config.LOGIN_LIMIT_PER_ADDRESS },
    ];
  };

  /** The guess that reached the account's ceiling tells the owner, once per window. */
  const noticeCeiling = async (email: string, accountCount: number) => {
    if (accountCount !== config.LOGIN_LIMIT_PER_ACCOUNT) return;
    const owner = await findCustomerByEmail(db(), email);
    if (!owner) return;
    // Queued after the answer, as the answer to an unknown e-mail does not wait for it; its
    // cause is no write of ours (the counters live in the rate limiter), so it is queued alone.
    inBackground(services, 'logins blocked notice', async () => {
      const mail = loginsBlockedMail(config.STOREFRONT_URL, owner, Math.ceil(window / 60));
      await db().transaction((tx) => enqueueMail(tx, mail));
      await sendOutboxMails(services);
    });
  };

  return new Hono<AppEnv>()
    .use(noStore)
    .post('/login', async (c) => {
      const body = await readJson(c, loginBody);
      const limits = loginLimits(body.email, c.get('clientAddress'));
      const attempt = await reserveAttempt(limiter, limits, window, SIGN_IN_UNAVAILABLE_MESSAGE);
      let customer: Awaited<ReturnType<typeof checkCredentials>>;
      try {
        customer = await checkCredentials(db(), body.email, body.password);
      } catch (error) {
        // The password was never checked (the database is unreachable): not a guess, so it
        // is given back, and an outage never locks anyone out.
        await attempt.release();
        if (isDatabaseUnavailable(error)) throw serviceUnavailable(SIGN_IN_UNAVAILABLE_MESSAGE);
        throw error;
      }
      if (!customer) {
        await noticeCeiling(body.email, attempt.counts[1]?.count ?? 0);
        throw new HttpError(401, INVALID_LOGIN_MESSAGE);
      }
      // Told only to whoever knows the password: their company switched them off.
      if (customer.status !== USER_STATUSES.active) {
        await attempt.release();
        throw forbidden(ACCOUNT_DEACTIVATED_MESSAGE);
      }
      // A success does not count, and forgives this address's earlier slips on the account.
      await attempt.release();
      // Unreachable counters keep this address's earlier slips for their window: no harm.
      await limiter.clear(limits[0]?.key ?? '').catch(() => undefined);
      const token = await issueToken(db(), customer.id);
      return c.json({
        status: 200,
        token,
        expires_in: TOKEN_LIFETIME_SECONDS,
        customer: await loadCustomer(services.database, customer.id),
      });
    })
    .get('/profile', async (c) => {
      readQuery(c, noQuery);
      const me = await requireCustomer(c, services);
      return c.json({ status: 200, user: await loadCustomer(services.database, me.id) });
    })
    .post('/create-user', async (c) => {
      const body = await readJson(c, registrationBody);
      // 409 says whether an e-mail has an account: a bounded number of tries per address.
      await reserveAttempt(
        limiter,
        [
          {
            key: `register:address:${c.get('clientAddress')}`,
            limit: config.REGISTER_LIMIT_PER_ADDRESS,
          },
        ],
        window,
        SERVICE_UNAVAILABLE_MESSAGE,
      );
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
      await reserveAttempt(
        limiter,
        [
          {
            key: `reset:account:${body.email.trim().toLowerCase()}`,
            limit: config.RESET_LIMIT_PER_ACCOUNT,
          },
          {
            key: `reset:address:${c.get('clientAddress')}`,
            limit: config.RESET_LIMIT_PER_ADDRESS,
          },
        ],
        window,
        SERVICE_UNAVAILABLE_MESSAGE,
      );
      // Answered before the account is even looked up, so the answer takes the same time
      // whether or not it exists (known e-mails used to be 1.3 ms slower).
      inBackground(services, 'password reset', async () => {
        if (await createPasswordReset(db(), body.email, config.STOREFRONT_URL))
          await sendOutboxMails(services);
      });
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
    .put('/:id', async (c) => {
      const { id } = readParams(c, customerIdParams);
      const me = await requireSelf(c, services, id);
      const body = await readJson(c, profileUpdateBody);
      // A guess at the current password counts like a failed login.
      const change = await updateProfile(
        services.database,
        me,
        body,
        (email) =>
          reserveAttempt(
            limiter,
            loginLimits(email, c.get('clientAddress')),
            window,
            SIGN_IN_UNAVAILABLE_MESSAGE,
          ),
        config.STOREFRONT_URL,
      );
      if (change.mailQueued) sendMailsSoon(services);
      return c.json({ status: 200, message: { data: change.customer } });
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
