import { ApiError } from '@shop/api/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, newRegistration } from './support/backend';
import type { TestBackend } from './support/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend('empty');
});

afterAll(async () => {
  await backend.close();
});

async function loggedIn(overrides: Record<string, string> = {}) {
  const api = backend.client();
  const registration = newRegistration(overrides);
  const customer = await api.customers.register(registration);
  const { token } = await api.customers.login({
    email: registration.email,
    password: registration.password,
  });
  return { api, customer, registration, token };
}

describe('customers against the real backend', () => {
  it('registers, logs in and reads the profile with the bearer token', async () => {
    const { api, customer, registration, token } = await loggedIn();
    expect(customer).toMatchObject({ email: registration.email, first_name: 'Ana' });
    const me = await api.customers.profile({ token });
    expect(me.id).toBe(customer.id);
    expect(me.email).toBe(registration.email);
    expect(me.group?.name).toBe('');
  });

  it('sends the token only with the call that carries it: one client serves many customers', async () => {
    const first = await loggedIn();
    const second = await loggedIn();
    const shared = backend.client();
    const [mine, theirs] = await Promise.all([
      shared.customers.profile({ token: first.token }),
      shared.customers.profile({ token: second.token }),
    ]);
    expect([mine.id, theirs.id]).toEqual([first.customer.id, second.customer.id]);
    const guest = await shared.customers.profile().catch((error: unknown) => error);
    expect(guest).toBeInstanceOf(ApiError);
    expect((guest as ApiError).status).toBe(401);
    await expect(shared.customers.profile({ token: null })).rejects.toMatchObject({ status: 401 });
  });

  it('turns a refused login into an ApiError with status and the server message', async () => {
    const api = backend.client();
    const failure = await api.customers
      .login({ email: 'nobody@example.com', password: 'wrong-password-1' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect((failure as ApiError).errors).toHaveLength(1);
    expect((failure as ApiError).errors[0]).toMatch(/\S/);
  });

  it('turns a duplicate registration into a 409 with the field errors listed', async () => {
    const { registration } = await loggedIn();
    const failure = await backend
      .client()
      .customers.register({ ...registration })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(409);
    expect((failure as ApiError).errors).toEqual(['Email address already exists']);
  });

  it('updates profile fields without _authentication', async () => {
    const { api, customer, token } = await loggedIn();
    const updated = await api.customers.updateProfile(
      customer.id,
      { first_name: 'Ana Maria', password: '' },
      { token },
    );
    expect(updated.first_name).toBe('Ana Maria');
    expect((await api.customers.profile({ token })).first_name).toBe('Ana Maria');
  });

  it('changes the password after verifying the current one (behaviour.md#validation)', async () => {
    const { api, customer, registration, token } = await loggedIn();
    const result = await api.customers.changePassword(
      {
        customerId: customer.id,
        email: registration.email,
        currentPassword: registration.password,
        newPassword: 'second-password-2',
      },
      { token },
    );
    expect(result).toEqual({ status: 'success', message: 'Successfully updated password.' });
    const next = await backend
      .client()
      .customers.login({ email: registration.email, password: 'second-password-2' });
    expect(next.token).toMatch(/\S{20,}/);
  });

  it('fails a password change with the generic message when the current password is wrong', async () => {
    const { api, customer, registration, token } = await loggedIn();
    const result = await api.customers.changePassword(
      {
        customerId: customer.id,
        email: registration.email,
        currentPassword: 'not-the-password',
        newPassword: 'second-password-2',
      },
      { token },
    );
    expect(result).toMatchObject({
      status: 'error',
      message: 'An error occurred. Please try again.',
      httpStatus: 401,
    });
    // The old password still works.
    await expect(
      backend
        .client()
        .customers.login({ email: registration.email, password: registration.password }),
    ).resolves.toHaveProperty('token');
  });

  it('returns the server message when the new password is refused', async () => {
    const { api, customer, registration, token } = await loggedIn();
    const result = await api.customers.changePassword(
      {
        customerId: customer.id,
        email: registration.email,
        currentPassword: registration.password,
        newPassword: 'short',
      },
      { token },
    );
    expect(result.status).toBe('error');
    expect(result.message).not.toBe('An error occurred. Please try again.');
    expect(result).toMatchObject({ httpStatus: 400 });
  });

  it('answers login-url and logout-url with URLs, and logout ends the token', async () => {
    const { api, customer, token } = await loggedIn();
    expect(await api.customers.loginUrl(customer.id, { token })).toMatch(
      /^https?:\/\/.+\/account$/,
    );
    expect(await api.customers.logoutUrl({ token })).toMatch(/\/account\/login$/);
    await expect(api.customers.profile({ token })).rejects.toMatchObject({ status: 401 });
  });

  it('lists no orders for a new customer, and refuses another customer’s orders', async () => {
    const first = await loggedIn();
    const second = await loggedIn();
    const as = { token: first.token };
    expect(await first.api.customers.orders(first.customer.id, as)).toEqual([]);
    await expect(first.api.customers.orders(second.customer.id, as)).rejects.toMatchObject({
      status: 403,
    });
    await expect(first.api.customers.orderProducts(999_999, as)).rejects.toBeInstanceOf(ApiError);
    await expect(first.api.customers.orderShipping(999_999, as)).rejects.toBeInstanceOf(ApiError);
  });

  it('resets a password with the mailed token', async () => {
    const { registration } = await loggedIn();
    const api = backend.client();
    await expect(api.customers.requestPasswordReset(registration.email)).resolves.toHaveProperty(
      'message',
    );
    const token = await backend.resetTokenFor(registration.email);
    await expect(api.customers.verifyPasswordResetToken(token)).resolves.toMatchObject({
      message: { valid: true },
    });
    await api.customers.resetPassword({
      token,
      password: 'reset-password-3',
      confirmPassword: 'reset-password-3',
    });
    await expect(
      api.customers.login({ email: registration.email, password: 'reset-password-3' }),
    ).resolves.toHaveProperty('token');
    await expect(api.customers.verifyPasswordResetToken(token)).rejects.toBeInstanceOf(ApiError);
  });
});
