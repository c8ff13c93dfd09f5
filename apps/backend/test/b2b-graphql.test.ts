// B2B Edition's storefront GraphQL for company users (`POST /b2b/graphql`) on the real
// backend, its reads: the door (401, 403 outside a company), userCompany, companyCreditConfig,
// companyPaymentTerms, users, companyRoles, companyRole and userPermissions for each role
// (admin, senior buyer, junior buyer) of the demo company, across companies (404) and without
// the permission (403), and invalid input (400). The writes: b2b-graphql-users.test.ts.
import { rolePermissions } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { DEMO } from './helpers';
import {
  CREDIT,
  PERMISSIONS,
  ROLE,
  ROLES,
  TERMS,
  USERS,
  USER_COMPANY,
  b2b,
  gql,
  ok,
  refused,
  startB2bBackend,
} from './b2b-graphql-harness';

startB2bBackend();

describe('the door', () => {
  it('refuses a call without a token or with a dead one (401), in GraphQL’s shape', async () => {
    for (const token of [undefined, 'not-a-real-token-but-long-enough']) {
      const res = await gql(token, CREDIT);
      expect(res.status).toBe(401);
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
    }
  });

  it('refuses a customer in no company (403) and answers no-store', async () => {
    const { token } = await b2b.t.login(DEMO.rrp);
    const res = await gql(token, CREDIT);
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({
      message: 'Only a company’s users may use the B2B API',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await gql(b2b.admin.token, CREDIT)).headers.get('cache-control')).toBe('no-store');
  });

  it('answers a malformed document 400 and the storefront token is no key', async () => {
    const malformed = await b2b.t.call('POST', '/b2b/graphql', {
      token: b2b.admin.token,
      body: { query: '{ users(' },
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].message).toMatch(/Syntax Error/);
    const res = await b2b.t.call('POST', '/b2b/graphql', {
      token: 'demo-graphql-token',
      body: { query: CREDIT },
    });
    expect(res.status).toBe(401);
  });
});

describe('userCompany', () => {
  it('gives every role its own company', async () => {
    for (const me of [b2b.admin, b2b.senior, b2b.junior]) {
      const data = await ok(me.token, USER_COMPANY, { userId: me.customerId });
      expect(data.userCompany).toEqual({
        id: b2b.buyerCompanyId,
        companyId: b2b.buyerCompanyId,
        companyName: 'Buyer Interiors Pty Ltd',
        companyStatus: 1,
      });
    }
    const harbour = await ok(b2b.other.token, USER_COMPANY, { userId: b2b.other.customerId });
    expect(harbour.userCompany.companyName).toBe('Harbour Hospitality Group');
  });

  it('gives a colleague’s to the admin and the senior, refuses the junior (403)', async () => {
    for (const me of [b2b.admin, b2b.senior])
      expect(
        (await ok(me.token, USER_COMPANY, { userId: b2b.junior.customerId })).userCompany.companyId,
      ).toBe(b2b.buyerCompanyId);
    await refused(
      b2b.junior.token,
      USER_COMPANY,
      { userId: b2b.admin.customerId },
      403,
      'FORBIDDEN',
    );
  });

  it('knows no user of another company, nor an unknown one (404), whatever the role', async () => {
    for (const me of [b2b.admin, b2b.senior, b2b.junior]) {
      const error = await refused(
        me.token,
        USER_COMPANY,
        { userId: b2b.other.customerId },
        404,
        'NOT_FOUND',
      );
      expect(error.message).toBe('User not found');
      await refused(me.token, USER_COMPANY, { userId: 999_999 }, 404, 'NOT_FOUND');
    }
    await refused(
      b2b.other.token,
      USER_COMPANY,
      { userId: b2b.admin.customerId },
      404,
      'NOT_FOUND',
    );
  });

  it('refuses a user id that is no id (400, by field)', async () => {
    const error = await refused(
      b2b.admin.token,
      USER_COMPANY,
      { userId: 0 },
      400,
      'BAD_USER_INPUT',
    );
    expect(error.extensions.fields.userId).toBe('Must be a positive id');
  });
});

describe('companyCreditConfig and companyPaymentTerms', () => {
  it('gives every user their own company’s credit and terms', async () => {
    for (const me of [b2b.admin, b2b.senior, b2b.junior]) {
      const data = await ok(me.token, CREDIT);
      expect(data.companyCreditConfig).toMatchObject({ creditHold: false });
      expect((await ok(me.token, TERMS)).companyPaymentTerms).toEqual(
        (await ok(b2b.admin.token, TERMS)).companyPaymentTerms,
      );
    }
    expect((await ok(b2b.other.token, CREDIT)).companyCreditConfig).toEqual({
      creditEnabled: true,
      creditCurrency: 'AUD',
      availableCredit: 5000,
      limitPurchases: true,
      creditHold: false,
    });
    expect((await ok(b2b.other.token, TERMS)).companyPaymentTerms.isEnabled).toBe(true);
    expect((await ok(b2b.admin.token, CREDIT)).companyCreditConfig.availableCredit).not.toBe(5000);
  });
});

describe('users', () => {
  it('lists the whole company to the admin and the senior, with roles by name', async () => {
    for (const me of [b2b.admin, b2b.senior]) {
      const { users } = await ok(me.token, USERS, { companyId: b2b.buyerCompanyId, first: 50 });
      const emails = users.edges.map((e: { node: { email: string } }) => e.node.email);
      expect(emails).toEqual(
        expect.arrayContaining([DEMO.buyer, 'senior@example.com', 'junior@example.com']),
      );
      expect(emails).not.toContain('other@example.com');
      expect(users.totalCount).toBe(emails.length);
      const seniorNode = users.edges.find(
        (e: { node: { email: string } }) => e.node.email === 'senior@example.com',
      ).node;
      expect(seniorNode).toMatchObject({
        id: b2b.senior.customerId,
        bcId: b2b.senior.customerId,
        role: 1,
        companyRoleId: 1,
        companyRoleName: 'Senior Buyer',
        status: 1,
      });
    }
  });

  it('shows a junior only themselves', async () => {
    const { users } = await ok(b2b.junior.token, USERS, {
      companyId: b2b.buyerCompanyId,
      first: 50,
    });
    expect(users.totalCount).toBe(1);
    expect(users.edges.map((e: { node: { id: number } }) => e.node.id)).toEqual([
      b2b.junior.customerId,
    ]);
  });

  it('pages, searches and filters by role', async () => {
    const all = (await ok(b2b.admin.token, USERS, { companyId: b2b.buyerCompanyId, first: 50 }))
      .users;
    const second = (
      await ok(b2b.admin.token, USERS, { companyId: b2b.buyerCompanyId, first: 1, offset: 1 })
    ).users;
    expect(second.edges).toHaveLength(1);
    expect(second.edges[0].node.id).toBe(all.edges[1].node.id);
    expect(second.pageInfo).toEqual({
      hasNextPage: all.totalCount > 2,
      hasPreviousPage: true,
    });
    const found = (
      await ok(b2b.admin.token, USERS, { companyId: b2b.buyerCompanyId, search: 'SENIOR@' })
    ).users;
    expect(found.edges.map((e: { node: { email: string } }) => e.node.email)).toEqual([
      'senior@example.com',
    ]);
    const none = (await ok(b2b.admin.token, USERS, { companyId: b2b.buyerCompanyId, search: '%' }))
      .users;
    expect(none.totalCount).toBe(0);
    const admins = (
      await ok(b2b.admin.token, USERS, {
        companyId: b2b.buyerCompanyId,
        companyRoleId: 0,
        first: 50,
      })
    ).users;
    expect(admins.edges.every((e: { node: { role: number } }) => e.node.role === 0)).toBe(true);
    expect(admins.edges.map((e: { node: { id: number } }) => e.node.id)).toContain(
      b2b.admin.customerId,
    );
  });

  it('knows no other company (404) for any role', async () => {
    for (const me of [b2b.admin, b2b.senior, b2b.junior])
      await refused(me.token, USERS, { companyId: b2b.harbourCompanyId }, 404, 'NOT_FOUND');
    await refused(b2b.other.token, USERS, { companyId: b2b.buyerCompanyId }, 404, 'NOT_FOUND');
    await refused(b2b.admin.token, USERS, { companyId: 999_999 }, 404, 'NOT_FOUND');
  });

  it('refuses bad paging and an unknown role (400, by field)', async () => {
    const error = await refused(
      b2b.admin.token,
      USERS,
      { companyId: b2b.buyerCompanyId, first: 0, companyRoleId: 7 },
      400,
      'BAD_USER_INPUT',
    );
    expect(error.extensions.fields).toEqual({
      first: 'first must be 1 to 250',
      companyRoleId: 'companyRoleId must be one of 0, 1, 2',
    });
    await refused(
      b2b.admin.token,
      USERS,
      { companyId: b2b.buyerCompanyId, offset: -1 },
      400,
      'BAD_USER_INPUT',
    );
  });
});

describe('companyRoles, companyRole and userPermissions', () => {
  it('lists the three built-in roles with their permissions to every role', async () => {
    for (const me of [b2b.admin, b2b.senior, b2b.junior]) {
      const { companyRoles } = await ok(me.token, ROLES);
      expect(companyRoles.totalCount).toBe(3);
      expect(companyRoles.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
      expect(companyRoles.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
        'Admin',
        'Senior Buyer',
        'Junior Buyer',
      ]);
      expect(companyRoles.edges[2].node.permissions).toEqual(rolePermissions(2));
    }
    const role = await ok(b2b.junior.token, ROLE, { roleId: 1 });
    expect(role.companyRole).toEqual({
      id: 1,
      name: 'Senior Buyer',
      permissions: rolePermissions(1),
    });
    await refused(b2b.admin.token, ROLE, { roleId: 7 }, 404, 'NOT_FOUND');
  });

  it('gives each user their own role’s permissions', async () => {
    const roles = [
      [b2b.admin, 0],
      [b2b.senior, 1],
      [b2b.junior, 2],
    ] as const;
    for (const [me, role] of roles)
      expect((await ok(me.token, PERMISSIONS)).userPermissions).toEqual(rolePermissions(role));
    const juniorCodes = (await ok(b2b.junior.token, PERMISSIONS)).userPermissions.map(
      (p: { code: string }) => p.code,
    );
    expect(juniorCodes).not.toContain('purchase_enable');
  });
});
