// The B2B GraphQL suites' shared setup: the backend, the demo company users' sessions, the
// documents and helpers to call `POST /b2b/graphql` and read its refusals.
import { COMPANY_ROLES } from '@shop/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import * as s from '../src/db/schema';
import { DEMO, setupBackend } from './helpers';
import type { TestBackend } from './helpers';

export interface Login {
  token: string;
  customerId: number;
}

/** The backend and the demo company users' sessions, set before a file's tests run. */
export const b2b = {} as {
  t: TestBackend;
  admin: Login;
  senior: Login;
  junior: Login;
  other: Login;
  buyerCompanyId: number;
  harbourCompanyId: number;
};

export const gql = (
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
) => b2b.t.call('POST', '/b2b/graphql', { token, body: { query, variables } });

/** The data of a call that must succeed. */
export async function ok(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await gql(token, query, variables);
  if (res.status !== 200 || res.body.errors)
    throw new Error(`expected success: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A refusal: its HTTP status and GraphQL code. */
export async function refused(
  token: string,
  query: string,
  variables: Record<string, unknown>,
  status: number,
  code: string,
) {
  const res = await gql(token, query, variables);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.errors[0].extensions.code).toBe(code);
  expect(res.body.data ?? null).toBeNull();
  return res.body.errors[0];
}

export const USER_COMPANY = `query ($userId: Int!) { userCompany(userId: $userId) { id companyId companyName companyStatus } }`;
export const CREDIT = `{ companyCreditConfig { creditEnabled creditCurrency availableCredit limitPurchases creditHold } }`;
export const TERMS = `{ companyPaymentTerms { isEnabled paymentTerms } }`;
export const USERS = `query ($companyId: Int!, $first: Int, $offset: Int, $search: String, $companyRoleId: Int) {
  users(companyId: $companyId, first: $first, offset: $offset, search: $search, companyRoleId: $companyRoleId) {
    totalCount pageInfo { hasNextPage hasPreviousPage }
    edges { node { id bcId firstName lastName email phone role companyRoleId companyRoleName status } }
  }
}`;
export const ROLES = `{ companyRoles { totalCount pageInfo { hasNextPage hasPreviousPage } edges { node { id name roleLevel permissions { code permissionLevel } } } } }`;
export const ROLE = `query ($roleId: Int!) { companyRole(roleId: $roleId) { id name permissions { code permissionLevel } } }`;
export const PERMISSIONS = `{ userPermissions { code permissionLevel } }`;
export const CREATE = `mutation ($userData: UserInputType!) { userCreate(userData: $userData) { user { id bcId email role companyRoleName status } } }`;
export const UPDATE = `mutation ($userData: UserUpdateInputType!) { userUpdate(userData: $userData) { user { id email firstName role companyRoleId status } } }`;
export const DELETE = `mutation ($companyId: Int!, $userId: Int!) { userDelete(companyId: $companyId, userId: $userId) { message } }`;

let serial = 0;
/** A new user of the demo company, added by its admin. */
export async function newColleague(role: number = COMPANY_ROLES.juniorBuyer, acceptEmail = false) {
  serial += 1;
  const email = `colleague${String(serial)}@buyer-interiors.example.com`;
  const data = await ok(b2b.admin.token, CREATE, {
    userData: {
      companyId: b2b.buyerCompanyId,
      email,
      firstName: 'Casey',
      lastName: `Colleague ${String(serial)}`,
      phone: '',
      companyRoleId: role,
      acceptEmail,
    },
  });
  return { id: data.userCreate.user.id as number, email };
}

/** Sets the password through the welcome (or reset) link's token, then logs in. */
export async function setPasswordAndLogIn(email: string, token: string) {
  const password = 'a-welcome-password-1';
  const res = await b2b.t.call('POST', '/api/customers/reset-password', {
    body: { token, password, confirmPassword: password },
  });
  expect(res.status).toBe(200);
  return b2b.t.login(email, password);
}

/** Starts the backend for the file's tests and logs the demo company users in. */
export function startB2bBackend() {
  beforeAll(async () => {
    const t = await setupBackend();
    const [admin, senior, junior, other] = await Promise.all(
      [DEMO.buyer, 'senior@example.com', 'junior@example.com', 'other@example.com'].map((e) =>
        t.login(e),
      ),
    );
    const companies = await t.backend.services.database.db.select().from(s.companies);
    const idOf = (name: string) => {
      const company = companies.find((c) => c.name === name);
      if (!company) throw new Error(`no company ${name}`);
      return company.id;
    };
    if (!admin || !senior || !junior || !other) throw new Error('demo logins missing');
    Object.assign(b2b, {
      t,
      admin,
      senior,
      junior,
      other,
      buyerCompanyId: idOf('Buyer Interiors Pty Ltd'),
      harbourCompanyId: idOf('Harbour Hospitality Group'),
    });
  });
  afterAll(async () => {
    await b2b.t.close();
  });
}
