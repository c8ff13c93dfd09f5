// B2B Edition's server-to-server REST (`/api/v3/io`) on the real backend: companies, credit,
// payment terms, roles and users, in B2B Edition's envelope and integer enums, with the demo
// company accounts and a deactivated user's sessions ending at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { revokingTokens } from '../src/http/token-cache';
import { issueToken } from '../src/modules/customers/service';
import type { CallOptions, TestBackend } from './helpers';
import { DEMO, setupBackend } from './helpers';

const OPERATIONS_TOKEN = 'demo-operations-token';

let t: TestBackend;
beforeAll(async () => {
  t = await setupBackend();
});
afterAll(async () => {
  await t.close();
});

/** A staff call with B2B Edition's `authToken` header. */
const io = (method: string, path: string, options: CallOptions = {}) =>
  t.call(method, `/api/v3/io${path}`, {
    ...options,
    headers: { authToken: OPERATIONS_TOKEN, ...options.headers },
  });

const companyNamed = async (name: string) => {
  const res = await io('GET', '/companies?limit=250');
  const company = (res.body.data as { companyName: string; companyId: number }[]).find(
    (c) => c.companyName === name,
  );
  if (!company) throw new Error(`no company ${name}`);
  return company;
};

const userByEmail = async (email: string) => {
  const [row] = await t.backend.services.database.db
    .select()
    .from(s.customers)
    .where(eq(s.customers.email, email));
  if (!row) throw new Error(`no customer ${email}`);
  return row;
};

describe('the guard', () => {
  it('refuses a call without the operations token, in the envelope', async () => {
    const res = await t.call('GET', '/api/v3/io/companies');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 401,
      data: {},
      meta: { message: 'Send the operations token in the authToken header' },
    });
    expect((await io('GET', '/companies', { headers: { authToken: 'wrong-token' } })).status).toBe(
      401,
    );
  });

  it('refuses every call without the token or with a buyer’s, and changes nothing', async () => {
    const { token, customerId } = await t.login(DEMO.buyer);
    const { companyId } = await companyNamed('Buyer Interiors Pty Ltd');
    const company = `/companies/${String(companyId)}`;
    const user = `/users/${String(customerId)}`;
    const calls: [string, string, unknown?][] = [
      ['GET', '/companies'],
      ['POST', '/companies', { companyName: 'X' }],
      ['GET', '/companies/roles'],
      ['GET', company],
      ['PUT', company, { companyStatus: 3 }],
      ['GET', `${company}/credit`],
      ['PUT', `${company}/credit`, { creditHold: true }],
      ['GET', `${company}/payment-terms`],
      ['PUT', `${company}/payment-terms`, { paymentTerms: 1 }],
      ['GET', '/users'],
      ['POST', '/users', { companyId, role: 0 }],
      ['GET', user],
      ['PUT', user, { role: 2 }],
      ['DELETE', user],
    ];
    for (const [method, path, body] of calls) {
      for (const auth of [{}, { token }, { headers: { authToken: token } }]) {
        const res = await t.call(method, `/api/v3/io${path}`, { ...auth, body });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
    expect((await io('GET', company)).body.data.companyStatus).toBe(1);
    expect((await io('GET', `${company}/credit`)).body.data.creditHold).toBe(false);
    expect((await io('GET', user)).body.data).toMatchObject({ role: 0, status: 1 });
    expect((await t.call('GET', '/api/customers/profile', { token })).status).toBe(200);
  });

  it('takes the operations token from Authorization too, and is never cached', async () => {
    const res = await t.call('GET', '/api/v3/io/companies', { token: OPERATIONS_TOKEN });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the demo companies', () => {
  it('lists both, approved, in the envelope with paging', async () => {
    const res = await io('GET', '/companies');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.meta).toEqual({
      message: 'SUCCESS',
      pagination: { totalCount: 2, offset: 0, limit: 10 },
    });
    expect(res.body.data).toEqual([
      expect.objectContaining({ companyName: 'Buyer Interiors Pty Ltd', companyStatus: 1 }),
      expect.objectContaining({ companyName: 'Harbour Hospitality Group', companyStatus: 1 }),
    ]);
    expect(res.body.data[0].createdAt).toBeTypeOf('number');
  });

  it('has buyer@ as admin (0), senior@ (1) and junior@ (2) in Buyer Interiors', async () => {
    const { companyId } = await companyNamed('Buyer Interiors Pty Ltd');
    const res = await io('GET', `/users?companyId=${String(companyId)}`);
    expect(res.status).toBe(200);
    expect(
      (res.body.data as { email: string; role: number }[]).map((u) => [u.email, u.role]),
    ).toEqual([
      ['buyer@example.com', 0],
      ['senior@example.com', 1],
      ['junior@example.com', 2],
    ]);
    expect(res.body.meta.pagination.totalCount).toBe(3);
  });

  it('has other@ as admin of Harbour Hospitality, on credit limited to $5,000, net 30', async () => {
    const { companyId } = await companyNamed('Harbour Hospitality Group');
    const users = await io('GET', `/users?companyId=${String(companyId)}`);
    expect(users.body.data).toEqual([
      expect.objectContaining({ email: 'other@example.com', role: 0, status: 1 }),
    ]);
    const credit = await io('GET', `/companies/${String(companyId)}/credit`);
    expect(credit.body).toEqual({
      code: 200,
      data: {
        creditEnabled: true,
        creditCurrency: 'AUD',
        availableCredit: 5000,
        limitPurchases: true,
        creditHold: false,
      },
      meta: { message: 'SUCCESS' },
    });
    const terms = await io('GET', `/companies/${String(companyId)}/payment-terms`);
    expect(terms.body.data).toEqual({ isEnabled: true, paymentTerms: 30 });
  });

  it('lets every demo company user log in with the demo password', async () => {
    for (const email of ['senior@example.com', 'junior@example.com', 'other@example.com']) {
      const { customerId } = await t.login(email);
      expect(customerId).toBeGreaterThan(0);
    }
  });

  it('leaves rrp@ and noprices@ on their own', async () => {
    for (const email of [DEMO.rrp, DEMO.noprices]) {
      const row = await userByEmail(email);
      expect(row).toMatchObject({ companyId: null, companyRole: null, status: 1 });
      expect((await io('GET', `/users/${String(row.id)}`)).status).toBe(404);
    }
  });
});

describe('roles', () => {
  it('answers the built-in roles with B2B Edition’s permission codes and levels', async () => {
    const res = await io('GET', '/companies/roles');
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { id: number; name: string }) => [r.id, r.name])).toEqual([
      [0, 'Admin'],
      [1, 'Senior Buyer'],
      [2, 'Junior Buyer'],
    ]);
    const junior = res.body.data[2].permissions as { code: string; permissionLevel: number }[];
    expect(junior).toContainEqual({
      code: 'submit_shopping_list_for_approval',
      permissionLevel: 1,
    });
    expect(junior.map((p) => p.code)).not.toContain('purchase_enable');
    const senior = res.body.data[1].permissions as { code: string; permissionLevel: number }[];
    expect(senior).toContainEqual({ code: 'approve_draft_shopping_list', permissionLevel: 2 });
  });
});

describe('companies', () => {
  it('creates a company (pending by default) with a new customer as its admin', async () => {
    const res = await io('POST', '/companies', {
      body: {
        companyName: 'Coastal Cafés',
        companyEmail: 'hello@coastal.example.com',
        adminFirstName: 'Cora',
        adminLastName: 'Coast',
        adminEmail: 'cora@coastal.example.com',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code: 201,
      data: { companyName: 'Coastal Cafés', companyStatus: 0, companyPhone: '' },
      meta: { message: 'SUCCESS' },
    });
    const admin = await userByEmail('cora@coastal.example.com');
    expect(admin).toMatchObject({ companyId: res.body.data.companyId, companyRole: 0 });
    // Nobody knows the new admin's password until they reset it.
    const login = await t.call('POST', '/api/customers/login', {
      body: { email: 'cora@coastal.example.com', password: 'demo-password-1' },
    });
    expect(login.status).toBe(401);
  });

  it('makes an existing customer on their own the admin, and refuses one already in a company', async () => {
    const base = {
      companyName: 'Riley Group',
      companyEmail: 'riley@example.com',
      adminFirstName: 'Riley',
      adminLastName: 'Retail',
    };
    const joined = await io('POST', '/companies', {
      body: { ...base, adminEmail: 'RRP@example.com', companyStatus: 1 },
    });
    expect(joined.status).toBe(201);
    expect(await userByEmail(DEMO.rrp)).toMatchObject({
      companyId: joined.body.data.companyId,
      companyRole: 0,
      company: 'Riley Group',
    });
    const taken = await io('POST', '/companies', {
      body: { ...base, companyName: 'Twice', adminEmail: DEMO.buyer },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.meta.message).toBe('The admin is already a user of a company');
    // Nothing of the refused company was kept.
    expect((await io('GET', '/companies?limit=250')).body.data).not.toContainEqual(
      expect.objectContaining({ companyName: 'Twice' }),
    );
  });

  it('reads and changes one company; status 3 is inactive', async () => {
    const { companyId } = await companyNamed('Coastal Cafés');
    const path = `/companies/${String(companyId)}`;
    expect((await io('GET', path)).body.data.companyName).toBe('Coastal Cafés');
    const res = await io('PUT', path, { body: { companyStatus: 3, companyPhone: '02123456789' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ companyStatus: 3, companyPhone: '02123456789' });
    const inactive = await io('GET', '/companies?companyStatus=3');
    expect(inactive.body.data.map((c: { companyId: number }) => c.companyId)).toEqual([companyId]);
  });

  it('pages the list with limit and offset', async () => {
    const res = await io('GET', '/companies?limit=1&offset=1');
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].companyName).toBe('Harbour Hospitality Group');
    expect(res.body.meta.pagination).toMatchObject({ offset: 1, limit: 1 });
    expect(res.body.meta.pagination.totalCount).toBeGreaterThanOrEqual(3);
  });

  it('changes the credit and the payment terms', async () => {
    const { companyId } = await companyNamed('Buyer Interiors Pty Ltd');
    const credit = await io('PUT', `/companies/${String(companyId)}/credit`, {
      body: { creditEnabled: true, availableCredit: 12500.5, creditHold: true },
    });
    expect(credit.status).toBe(200);
    expect(credit.body.data).toEqual({
      creditEnabled: true,
      creditCurrency: 'AUD',
      availableCredit: 12500.5,
      limitPurchases: false,
      creditHold: true,
    });
    const terms = await io('PUT', `/companies/${String(companyId)}/payment-terms`, {
      body: { isEnabled: true, paymentTerms: 45 },
    });
    expect(terms.body.data).toEqual({ isEnabled: true, paymentTerms: 45 });
    // Back as seeded, for the other tests.
    await io('PUT', `/companies/${String(companyId)}/credit`, {
      body: { creditEnabled: false, availableCredit: 0, creditHold: false },
    });
  });

  it('answers 404 for an unknown company on every call', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/companies/999999'],
      ['PUT', '/companies/999999', { companyName: 'X' }],
      ['GET', '/companies/999999/credit'],
      ['PUT', '/companies/999999/credit', { creditHold: true }],
      ['GET', '/companies/999999/payment-terms'],
      ['PUT', '/companies/999999/payment-terms', { paymentTerms: 10 }],
    ];
    for (const [method, path, body] of calls) {
      const res = await io(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ code: 404, meta: { message: 'Company not found' } });
    }
  });
});

describe('validation', () => {
  it('refuses bad bodies with 400 and the fields in data.errors', async () => {
    const res = await io('POST', '/companies', {
      body: { companyName: '', companyEmail: 'nope', adminEmail: 'a@b.co', extra: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.meta.message).toBe('Invalid request');
    expect(Object.keys(res.body.data.errors)).toEqual(
      expect.arrayContaining([
        'companyName',
        'companyEmail',
        'adminFirstName',
        'adminLastName',
        'extra',
      ]),
    );
  });

  it('refuses an unknown status, role, currency or a fraction of a cent', async () => {
    const { companyId } = await companyNamed('Harbour Hospitality Group');
    const id = String(companyId);
    const cases: [string, string, unknown, string][] = [
      ['PUT', `/companies/${id}`, { companyStatus: 4 }, 'companyStatus'],
      ['PUT', `/companies/${id}`, {}, '_'],
      ['PUT', `/companies/${id}/credit`, { creditCurrency: 'aud' }, 'creditCurrency'],
      ['PUT', `/companies/${id}/credit`, { availableCredit: 1.005 }, 'availableCredit'],
      ['PUT', `/companies/${id}/credit`, { creditHold: 'yes' }, 'creditHold'],
      ['PUT', `/companies/${id}/payment-terms`, { paymentTerms: 400 }, 'paymentTerms'],
      ['POST', '/users', { companyId, role: 3, email: 'x@example.com' }, 'role'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await io(method, path, { body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.data.errors).toHaveProperty(field);
    }
    // Unchanged by any of it.
    expect((await io('GET', `/companies/${id}/credit`)).body.data.creditCurrency).toBe('AUD');
  });

  it('refuses malformed JSON, unknown or bad query parameters and a non-numeric id', async () => {
    const malformed = await io('PUT', '/users/1', { raw: '{"role":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.meta.message).toBe('Malformed JSON body');
    for (const query of ['limit=0', 'limit=251', 'offset=-1', 'role=7', 'sort=name']) {
      const res = await io('GET', `/users?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.meta.message).toBe('Invalid query parameter');
    }
    const id = await io('GET', '/companies/abc');
    expect(id.status).toBe(400);
    expect(id.body.meta.message).toBe('Invalid path parameter');
  });

  it('answers 422 for a user of a company that does not exist', async () => {
    const res = await io('POST', '/users', {
      body: {
        companyId: 999999,
        role: 2,
        email: 'ghost@example.com',
        firstName: 'G',
        lastName: 'Host',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual({ companyId: 'No company has this id' });
  });
});

describe('users', () => {
  it('adds a junior buyer to a company, with its name and its colleagues’ prices', async () => {
    const { companyId } = await companyNamed('Harbour Hospitality Group');
    const res = await io('POST', '/users', {
      body: {
        companyId,
        role: 2,
        email: 'june@harbour.example.com',
        firstName: 'June',
        lastName: 'Harbour',
        phoneNumber: '02123456790',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      companyId,
      role: 2,
      email: 'june@harbour.example.com',
      firstName: 'June',
      lastName: 'Harbour',
      phoneNumber: '02123456790',
      status: 1,
    });
    expect(res.body.data.id).toBe(res.body.data.customerId);
    const row = await userByEmail('june@harbour.example.com');
    const other = await userByEmail('other@example.com');
    expect(row).toMatchObject({ company: 'Harbour Hospitality Group', groupId: other.groupId });
    const read = await io('GET', `/users/${String(row.id)}`);
    expect(read.body.data.email).toBe('june@harbour.example.com');
  });

  it('refuses an e-mail already in use (409), whatever its case', async () => {
    const { companyId } = await companyNamed('Harbour Hospitality Group');
    const res = await io('POST', '/users', {
      body: { companyId, role: 1, email: 'Senior@Example.com', firstName: 'S', lastName: 'S' },
    });
    expect(res.status).toBe(409);
    const junior = await userByEmail('junior@example.com');
    const put = await io('PUT', `/users/${String(junior.id)}`, {
      body: { email: 'buyer@example.com' },
    });
    expect(put.status).toBe(409);
    expect((await userByEmail('junior@example.com')).id).toBe(junior.id);
  });

  it('filters users by role', async () => {
    const res = await io('GET', '/users?role=1&limit=250');
    expect(res.body.data.map((u: { email: string }) => u.email)).toEqual(['senior@example.com']);
  });

  it('changes a user’s role and name', async () => {
    const june = await userByEmail('june@harbour.example.com');
    const res = await io('PUT', `/users/${String(june.id)}`, {
      body: { role: 1, firstName: 'Juniper' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ role: 1, firstName: 'Juniper', lastName: 'Harbour' });
  });

  it('answers 404 for an unknown user, and for a customer who is in no company', async () => {
    const noprices = await userByEmail(DEMO.noprices);
    for (const id of [999999, noprices.id]) {
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { role: 1 }],
        ['DELETE', undefined],
      ] as const) {
        const res = await io(method, `/users/${String(id)}`, body ? { body } : {});
        expect(res.status, `${method} ${String(id)}`).toBe(404);
        expect(res.body.meta.message).toBe('User not found');
      }
    }
    expect(await userByEmail(DEMO.noprices)).toMatchObject({ companyId: null, status: 1 });
  });
});

describe('ending a user', () => {
  it('deactivating a user ends their sessions at once and stops their logins', async () => {
    const junior = await userByEmail('junior@example.com');
    const { token } = await t.login('junior@example.com');
    expect((await t.call('GET', '/api/customers/profile', { token })).status).toBe(200);

    const res = await io('PUT', `/users/${String(junior.id)}`, { body: { status: 0 } });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(0);
    expect((await t.call('GET', '/api/customers/profile', { token })).status).toBe(401);
    const login = await t.call('POST', '/api/customers/login', {
      body: { email: 'junior@example.com', password: 'demo-password-1' },
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(
      'This account has been deactivated. Please ask your company’s administrator.',
    );
    // A wrong password is still just a wrong password.
    const wrong = await t.call('POST', '/api/customers/login', {
      body: { email: 'junior@example.com', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);

    await io('PUT', `/users/${String(junior.id)}`, { body: { status: 1 } });
    expect((await t.login('junior@example.com')).customerId).toBe(junior.id);
  });

  it('deleting a user takes them out of the company and ends their sessions; the customer stays', async () => {
    const june = await userByEmail('june@harbour.example.com');
    const other = await t.login('other@example.com');
    // A token issued to June directly (she has no password anyone knows).
    const token = await issueToken(t.backend.services.database.db, june.id);
    expect((await t.call('GET', '/api/customers/profile', { token })).status).toBe(200);

    const res = await io('DELETE', `/users/${String(june.id)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, data: {}, meta: { message: 'SUCCESS' } });
    expect((await t.call('GET', '/api/customers/profile', { token })).status).toBe(401);
    expect((await io('GET', `/users/${String(june.id)}`)).status).toBe(404);
    expect(await userByEmail('june@harbour.example.com')).toMatchObject({
      companyId: null,
      companyRole: null,
      status: 0,
    });
    // A colleague's session is untouched.
    expect((await t.call('GET', '/api/customers/profile', { token: other.token })).status).toBe(
      200,
    );
  });
});

describe('an inactive customer’s token', () => {
  it('is refused even when it was not revoked (a login that raced the deactivation)', async () => {
    const db = t.backend.services.database.db;
    const senior = await userByEmail('senior@example.com');
    const { token } = await t.login('senior@example.com');
    const setStatus = (status: number) =>
      revokingTokens(() =>
        db.update(s.customers).set({ status }).where(eq(s.customers.id, senior.id)),
      );
    await setStatus(0);
    expect((await t.call('GET', '/api/customers/profile', { token })).status).toBe(401);
    await setStatus(1);
    expect((await t.call('GET', '/api/customers/profile', { token })).status).toBe(200);
  });
});

describe('the schema', () => {
  it('refuses a role without a company, and an unknown role or status', async () => {
    const db = t.backend.services.database.db;
    const noprices = await userByEmail(DEMO.noprices);
    const { companyId } = await companyNamed('Harbour Hospitality Group');
    const attempts = [
      { companyRole: 1 },
      { companyId, companyRole: null },
      { companyId, companyRole: 5 },
      { status: 2 },
    ];
    for (const change of attempts) {
      await expect(
        db.update(s.customers).set(change).where(eq(s.customers.id, noprices.id)),
      ).rejects.toThrow();
    }
    await expect(
      db.update(s.companies).set({ status: 9 }).where(eq(s.companies.id, companyId)),
    ).rejects.toThrow();
  });
});
