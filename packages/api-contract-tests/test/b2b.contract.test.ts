// The `@shop/api` b2b client against the real backend's `POST /b2b/graphql`: B2B Edition's
// operation names, shapes and integer enums for the demo company's admin, senior and junior
// buyers; refusals as ApiError with their HTTP status (403 not permitted, 404 another
// company, 400 invalid); the welcome link sets a password once; a removed user's token dies.
import { ApiError } from '@shop/api/errors';
import type { ApiClient } from '@shop/api';
import { COMPANY_ROLES, rolePermissions } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from './support/backend';
import type { TestBackend } from './support/backend';

const PASSWORD = 'demo-password-1';
let backend: TestBackend;
let api: ApiClient;
const tokens: Record<'admin' | 'senior' | 'junior' | 'other', string> = {
  admin: '',
  senior: '',
  junior: '',
  other: '',
};

beforeAll(async () => {
  backend = await startTestBackend('demo');
  api = backend.fullClient();
  const emails = {
    admin: 'buyer@example.com',
    senior: 'senior@example.com',
    junior: 'junior@example.com',
    other: 'other@example.com',
  } as const;
  for (const [who, email] of Object.entries(emails))
    tokens[who as keyof typeof tokens] = (
      await api.customers.login({ email, password: PASSWORD })
    ).token;
});
afterAll(async () => {
  await backend.close();
});

const as = (who: keyof typeof tokens) => ({ token: tokens[who] });

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function myCompany() {
  const me = await api.customers.profile(as('admin'));
  return { me, company: await api.b2b.userCompany(me.id, as('admin')) };
}

describe('b2b reads', () => {
  it('gives the user’s company, credit, terms and permissions in B2B Edition’s shapes', async () => {
    const { company } = await myCompany();
    expect(company).toMatchObject({ companyName: 'Buyer Interiors Pty Ltd', companyStatus: 1 });
    const credit = await api.b2b.companyCreditConfig(as('other'));
    expect(credit).toEqual({
      creditEnabled: true,
      creditCurrency: 'AUD',
      availableCredit: 5000,
      limitPurchases: true,
      creditHold: false,
    });
    expect((await api.b2b.companyPaymentTerms(as('other'))).isEnabled).toBe(true);
    expect(await api.b2b.companyTerms(as('other'))).toEqual({
      credit,
      terms: { isEnabled: true, paymentTerms: 30 },
    });
    expect(await api.b2b.userPermissions(as('junior'))).toEqual(
      rolePermissions(COMPANY_ROLES.juniorBuyer),
    );
    const roles = await api.b2b.companyRoles({}, as('junior'));
    expect(roles.edges.map((e) => e.node.id)).toEqual([0, 1, 2]);
    expect((await api.b2b.companyRole(1, as('admin'))).name).toBe('Senior Buyer');
  });

  it('lists the company to the senior, only themselves to the junior', async () => {
    const { company } = await myCompany();
    const all = await api.b2b.users({ companyId: company.companyId, first: 50 }, as('senior'));
    expect(all.edges.map((e) => e.node.companyRoleName)).toEqual(
      expect.arrayContaining(['Admin', 'Senior Buyer', 'Junior Buyer']),
    );
    const mine = await api.b2b.users({ companyId: company.companyId }, as('junior'));
    expect(mine.totalCount).toBe(1);
    expect(mine.edges[0]?.node.email).toBe('junior@example.com');
  });

  it('refuses another company (404), a colleague to a junior (403), no token (401)', async () => {
    const { me, company } = await myCompany();
    expect(
      (await refusal(api.b2b.users({ companyId: company.companyId }, as('other')))).status,
    ).toBe(404);
    const forbidden = await refusal(api.b2b.userCompany(me.id, as('junior')));
    expect(forbidden.status).toBe(403);
    expect(forbidden.errors).toEqual(['You do not have permission to do this']);
    expect((await refusal(api.b2b.companyCreditConfig())).status).toBe(401);
    // A customer in no company: one refusal for both terms.
    const alone = await api.customers.login({ email: 'rrp@example.com', password: PASSWORD });
    expect((await refusal(api.b2b.companyTerms({ token: alone.token }))).status).toBe(403);
  });
});

describe('b2b user mutations', () => {
  it('lets the admin invite a colleague, who sets a password once and logs in', async () => {
    const { company } = await myCompany();
    const email = 'contract.invite@buyer-interiors.example.com';
    const user = await api.b2b.userCreate(
      {
        companyId: company.companyId,
        email,
        firstName: 'Ines',
        lastName: 'Vite',
        companyRoleId: COMPANY_ROLES.juniorBuyer,
        acceptEmail: true,
      },
      as('admin'),
    );
    expect(user).toMatchObject({ email, role: 2, companyRoleName: 'Junior Buyer', status: 1 });
    const token = await backend.resetTokenFor(email);
    const password = 'contract-invite-1';
    await api.customers.resetPassword({ token, password, confirmPassword: password });
    await expect(
      api.customers.resetPassword({ token, password, confirmPassword: password }),
    ).rejects.toMatchObject({ status: 400 });
    const session = await api.customers.login({ email, password });

    const promoted = await api.b2b.userUpdate(
      { companyId: company.companyId, userId: user.id, companyRoleId: 1 },
      as('admin'),
    );
    expect(promoted.companyRoleId).toBe(1);
    expect(
      (
        await refusal(
          api.b2b.userDelete({ companyId: company.companyId, userId: user.id }, as('senior')),
        )
      ).status,
    ).toBe(403);
    expect(
      await api.b2b.userDelete({ companyId: company.companyId, userId: user.id }, as('admin')),
    ).toEqual({ message: 'User deleted' });
    expect((await refusal(api.b2b.userPermissions({ token: session.token }))).status).toBe(401);
  });

  it('refuses invalid input before sending, and the server’s own checks as 400', async () => {
    const { company } = await myCompany();
    await expect(
      api.b2b.userCreate(
        {
          companyId: company.companyId,
          email: 'x@y.z',
          firstName: 'A',
          lastName: 'B',
          // A role B2B Edition does not have: refused before anything is sent.
          companyRoleId: 5 as never,
        },
        as('admin'),
      ),
    ).rejects.toThrow(/b2b\.userCreate/);
    const invalid = await refusal(
      api.b2b.userCreate(
        {
          companyId: company.companyId,
          email: 'not-an-email',
          firstName: 'A',
          lastName: 'B',
          companyRoleId: 2,
        },
        as('admin'),
      ),
    );
    expect(invalid.status).toBe(400);
    const [first] = (
      invalid.body as { errors: { extensions: { code: string; fields: Record<string, string> } }[] }
    ).errors;
    expect(first?.extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(first?.extensions.fields ?? {})).toEqual(['email']);
  });
});

describe('b2b company addresses', () => {
  const newAddress = (companyId: number) => ({
    companyId,
    label: 'Contract dock',
    firstName: 'Dana',
    lastName: 'Dock',
    addressLine1: '3 Dock Rd',
    city: 'Botany',
    state: 'New South Wales',
    zipCode: '2019',
    country: 'Australia',
    countryCode: 'AU',
    isShipping: 1 as const,
    isBilling: 0 as const,
    isDefaultShipping: 1 as const,
  });

  it('gives every role the company’s addresses, default shipping first, with 0/1 flags', async () => {
    const { company } = await myCompany();
    for (const who of ['admin', 'senior', 'junior'] as const) {
      const page = await api.b2b.addresses({ companyId: company.companyId }, as(who));
      expect(page.edges[0]?.node).toMatchObject({
        isShipping: 1,
        isDefaultShipping: 1,
        companyInfo: { companyId: company.companyId, companyName: 'Buyer Interiors Pty Ltd' },
      });
    }
    const billing = await api.b2b.addresses(
      { companyId: company.companyId, isBilling: 1 },
      as('junior'),
    );
    expect(billing.edges.every((e) => e.node.isBilling === 1)).toBe(true);
  });

  it('lets the admin add a default shipping address, move it back and remove it', async () => {
    const { company } = await myCompany();
    const before = await api.b2b.addresses({ companyId: company.companyId }, as('admin'));
    const oldDefault = before.edges[0]?.node;
    if (!oldDefault) throw new Error('no default address');
    const created = await api.b2b.addressCreate(newAddress(company.companyId), as('admin'));
    expect(created.isDefaultShipping).toBe(1);
    const after = await api.b2b.addresses({ companyId: company.companyId }, as('senior'));
    expect(after.edges.filter((e) => e.node.isDefaultShipping === 1).map((e) => e.node.id)).toEqual(
      [created.id],
    );
    const { id: _id, companyInfo: _info, createdAt: _c, updatedAt: _u, ...fields } = oldDefault;
    await api.b2b.addressUpdate(
      { ...fields, companyId: company.companyId, addressId: oldDefault.id },
      as('admin'),
    );
    expect(
      await api.b2b.addressDelete(
        { companyId: company.companyId, addressId: created.id },
        as('admin'),
      ),
    ).toEqual({ message: 'Address deleted' });
    const restored = await api.b2b.addresses({ companyId: company.companyId }, as('admin'));
    expect(restored.edges[0]?.node.id).toBe(oldDefault.id);
  });

  it('refuses the senior (403), another company (404) and a bad country code (400 with the field)', async () => {
    const { company } = await myCompany();
    expect(
      (await refusal(api.b2b.addressCreate(newAddress(company.companyId), as('senior')))).status,
    ).toBe(403);
    expect(
      (await refusal(api.b2b.addresses({ companyId: company.companyId }, as('other')))).status,
    ).toBe(404);
    // The client checks the same rules before sending.
    await expect(
      api.b2b.addressCreate({ ...newAddress(company.companyId), countryCode: 'XX' }, as('admin')),
    ).rejects.toThrow(/b2b\.addressCreate/);
  });
});

describe('b2b company orders', () => {
  it('gives the admin the company’s orders with who placed each, the junior only their own', async () => {
    const company = await api.b2b.allOrders({ isShowMy: '0', first: 50 }, as('admin'));
    expect(company.totalCount).toBeGreaterThan(0);
    const first = company.edges[0]?.node;
    expect(first).toMatchObject({ companyName: 'Buyer Interiors Pty Ltd' });
    expect(first?.firstName).not.toBe('');
    const junior = await api.b2b.allOrders({ isShowMy: '0' }, as('junior'));
    const me = await api.customers.profile(as('junior'));
    expect(junior.edges.every((e) => e.node.userId === me.id)).toBe(true);
    if (!first) throw new Error('no company order');
    const detail = await api.b2b.order(first.id, as('senior'));
    expect(detail).toMatchObject({ id: first.id, customerId: first.userId });
    expect(detail.totalIncTax).toMatch(/^\d+\.\d{2}$/);
  });

  it('refuses a colleague’s order to the junior (403) and another company’s order (404)', async () => {
    const company = await api.b2b.allOrders({ isShowMy: '0', first: 1 }, as('admin'));
    const first = company.edges[0]?.node;
    if (!first) throw new Error('no company order');
    expect((await refusal(api.b2b.order(first.id, as('junior')))).status).toBe(403);
    expect((await refusal(api.b2b.order(first.id, as('other')))).status).toBe(404);
    await expect(api.b2b.allOrders({ orderBy: 'price' as never }, as('admin'))).rejects.toThrow(
      /b2b\.allOrders/,
    );
  });
});
