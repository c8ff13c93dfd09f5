// B2B Edition's storefront GraphQL for company users (`POST /b2b/graphql`), its writes:
// userCreate, userUpdate and userDelete for each role of the demo company, across companies
// (404), without the permission (403), invalid input (400), an admin's own standing (409), the
// welcome link of a new colleague (works once, expires) and a deactivated or removed user's
// sessions ending at once.
import { COMPANY_ROLES, rolePermissions } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { sha256 } from '../src/security/secrets';
import { mailsTo } from './helpers';
import {
  CREATE,
  CREDIT,
  DELETE,
  PERMISSIONS,
  UPDATE,
  USERS,
  b2b,
  gql,
  newColleague,
  ok,
  refused,
  setPasswordAndLogIn,
  startB2bBackend,
} from './b2b-graphql-harness';

startB2bBackend();

describe('userCreate', () => {
  const userData = (email: string, extra: Record<string, unknown> = {}) => ({
    companyId: b2b.buyerCompanyId,
    email,
    firstName: 'Robin',
    lastName: 'New',
    phone: '09171234567',
    companyRoleId: 2,
    ...extra,
  });

  it('lets the admin add a colleague, who then appears in the list', async () => {
    const data = await ok(b2b.admin.token, CREATE, {
      userData: userData('robin@buyer.example.com'),
    });
    expect(data.userCreate.user).toMatchObject({
      email: 'robin@buyer.example.com',
      role: 2,
      companyRoleName: 'Junior Buyer',
      status: 1,
    });
    const { users } = await ok(b2b.senior.token, USERS, {
      companyId: b2b.buyerCompanyId,
      first: 50,
    });
    expect(users.edges.map((e: { node: { id: number } }) => e.node.id)).toContain(
      data.userCreate.user.id,
    );
    // No welcome e-mail unless asked: no link was made.
    const links = await b2b.t.backend.services.database.db
      .select()
      .from(s.passwordResets)
      .where(eq(s.passwordResets.customerId, data.userCreate.user.id as number));
    expect(links).toHaveLength(0);
  });

  it('refuses the senior and the junior (403) and adds no one', async () => {
    for (const me of [b2b.senior, b2b.junior])
      await refused(
        me.token,
        CREATE,
        { userData: userData('not.added@buyer.example.com') },
        403,
        'FORBIDDEN',
      );
    const [row] = await b2b.t.backend.services.database.db
      .select()
      .from(s.customers)
      .where(eq(s.customers.email, 'not.added@buyer.example.com'));
    expect(row).toBeUndefined();
  });

  it('knows no other company (404), not even for its admin role', async () => {
    for (const me of [b2b.admin, b2b.senior, b2b.junior])
      await refused(
        me.token,
        CREATE,
        { userData: userData('x@harbour.example.com', { companyId: b2b.harbourCompanyId }) },
        404,
        'NOT_FOUND',
      );
    await refused(
      b2b.other.token,
      CREATE,
      { userData: userData('y@buyer.example.com') },
      404,
      'NOT_FOUND',
    );
  });

  it('refuses invalid fields (400, by field) and an e-mail in use (409)', async () => {
    const error = await refused(
      b2b.admin.token,
      CREATE,
      { userData: userData('not-an-email', { firstName: ' ', companyRoleId: 5 }) },
      400,
      'BAD_USER_INPUT',
    );
    expect(Object.keys(error.extensions.fields).sort()).toEqual([
      'companyRoleId',
      'email',
      'firstName',
    ]);
    // GraphQL's own types: a missing field.
    const missing = await gql(b2b.admin.token, CREATE, {
      userData: { companyId: b2b.buyerCompanyId },
    });
    expect(missing.status).toBe(400);
    await refused(
      b2b.admin.token,
      CREATE,
      { userData: userData('SENIOR@example.com') },
      409,
      'CONFLICT',
    );
  });

  it('mails a welcome link (acceptEmail) that sets the password once, then logs in', async () => {
    const { id, email } = await newColleague(COMPANY_ROLES.seniorBuyer, true);
    const [mail] = await mailsTo(b2b.t.outbox, email, { kind: 'company-invite' });
    expect(mail?.subject).toContain('Buyer Interiors Pty Ltd');
    expect(mail?.meta.resetUrl).toContain('/account/password/reset?token=');
    expect(mail?.text).toContain(mail?.meta.resetUrl);
    const token = mail?.meta.token ?? '';
    const [link] = await b2b.t.backend.services.database.db
      .select()
      .from(s.passwordResets)
      .where(eq(s.passwordResets.tokenHash, sha256(token)));
    expect(link?.customerId).toBe(id);
    const days = (link!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);

    const session = await setPasswordAndLogIn(email, token);
    expect((await ok(session.token, PERMISSIONS)).userPermissions).toEqual(rolePermissions(1));
    const again = await b2b.t.call('POST', '/api/customers/reset-password', {
      body: { token, password: 'another-password-2', confirmPassword: 'another-password-2' },
    });
    expect(again.status).toBe(400);
  });

  it('refuses an expired welcome link', async () => {
    const { email } = await newColleague(COMPANY_ROLES.juniorBuyer, true);
    const [mail] = await mailsTo(b2b.t.outbox, email, { kind: 'company-invite' });
    const token = mail?.meta.token ?? '';
    await b2b.t.backend.services.database.db
      .update(s.passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.passwordResets.tokenHash, sha256(token)));
    const res = await b2b.t.call('POST', '/api/customers/reset-password', {
      body: { token, password: 'a-welcome-password-1', confirmPassword: 'a-welcome-password-1' },
    });
    expect(res.status).toBe(400);
  });
});

describe('userUpdate', () => {
  it('lets the admin change a colleague’s role and name', async () => {
    const { id } = await newColleague();
    const data = await ok(b2b.admin.token, UPDATE, {
      userData: { companyId: b2b.buyerCompanyId, userId: id, companyRoleId: 1, firstName: 'Sam' },
    });
    expect(data.userUpdate.user).toMatchObject({ id, role: 1, companyRoleId: 1, firstName: 'Sam' });
  });

  it('refuses the senior and the junior (403), on a colleague or themselves', async () => {
    const { id } = await newColleague();
    for (const me of [b2b.senior, b2b.junior]) {
      for (const userId of [id, me.customerId])
        await refused(
          me.token,
          UPDATE,
          { userData: { companyId: b2b.buyerCompanyId, userId, companyRoleId: 0 } },
          403,
          'FORBIDDEN',
        );
    }
    const [row] = await b2b.t.backend.services.database.db
      .select()
      .from(s.customers)
      .where(eq(s.customers.id, b2b.junior.customerId));
    expect(row?.companyRole).toBe(2);
  });

  it('knows no user or company of another company (404)', async () => {
    await refused(
      b2b.other.token,
      UPDATE,
      {
        userData: {
          companyId: b2b.harbourCompanyId,
          userId: b2b.junior.customerId,
          companyRoleId: 0,
        },
      },
      404,
      'NOT_FOUND',
    );
    for (const me of [b2b.admin, b2b.senior, b2b.junior])
      await refused(
        me.token,
        UPDATE,
        {
          userData: { companyId: b2b.buyerCompanyId, userId: b2b.other.customerId, firstName: 'X' },
        },
        404,
        'NOT_FOUND',
      );
    await refused(
      b2b.admin.token,
      UPDATE,
      {
        userData: { companyId: b2b.harbourCompanyId, userId: b2b.other.customerId, firstName: 'X' },
      },
      404,
      'NOT_FOUND',
    );
  });

  it('refuses nothing to update and a bad status (400); an admin’s own demotion (409)', async () => {
    const { id } = await newColleague();
    await refused(
      b2b.admin.token,
      UPDATE,
      { userData: { companyId: b2b.buyerCompanyId, userId: id } },
      400,
      'BAD_USER_INPUT',
    );
    const error = await refused(
      b2b.admin.token,
      UPDATE,
      { userData: { companyId: b2b.buyerCompanyId, userId: id, status: 3 } },
      400,
      'BAD_USER_INPUT',
    );
    expect(error.extensions.fields.status).toBe('status must be 0 or 1');
    for (const change of [{ companyRoleId: 2 }, { status: 0 }])
      await refused(
        b2b.admin.token,
        UPDATE,
        { userData: { companyId: b2b.buyerCompanyId, userId: b2b.admin.customerId, ...change } },
        409,
        'CONFLICT',
      );
    // The b2b.admin may still change their own name.
    const data = await ok(b2b.admin.token, UPDATE, {
      userData: { companyId: b2b.buyerCompanyId, userId: b2b.admin.customerId, lastName: 'Buyer' },
    });
    expect(data.userUpdate.user.role).toBe(0);
  });

  it('deactivates a user: their sessions end at once, their login is refused, reactivation lets them in', async () => {
    const { id, email } = await newColleague(COMPANY_ROLES.seniorBuyer, true);
    const [mail] = await mailsTo(b2b.t.outbox, email, { kind: 'company-invite' });
    const session = await setPasswordAndLogIn(email, mail?.meta.token ?? '');
    await ok(session.token, CREDIT);
    const data = await ok(b2b.admin.token, UPDATE, {
      userData: { companyId: b2b.buyerCompanyId, userId: id, status: 0 },
    });
    expect(data.userUpdate.user.status).toBe(0);
    expect((await gql(session.token, CREDIT)).status).toBe(401);
    expect(
      (await b2b.t.call('GET', '/api/customers/profile', { token: session.token })).status,
    ).toBe(401);
    const login = await b2b.t.call('POST', '/api/customers/login', {
      body: { email, password: 'a-welcome-password-1' },
    });
    expect(login.status).toBe(403);
    await ok(b2b.admin.token, UPDATE, {
      userData: { companyId: b2b.buyerCompanyId, userId: id, status: 1 },
    });
    await b2b.t.login(email, 'a-welcome-password-1');
  });
});

describe('userDelete', () => {
  it('refuses the senior and the junior (403) and another company (404)', async () => {
    const { id } = await newColleague();
    for (const me of [b2b.senior, b2b.junior])
      await refused(
        me.token,
        DELETE,
        { companyId: b2b.buyerCompanyId, userId: id },
        403,
        'FORBIDDEN',
      );
    await refused(
      b2b.other.token,
      DELETE,
      { companyId: b2b.buyerCompanyId, userId: id },
      404,
      'NOT_FOUND',
    );
    await refused(
      b2b.other.token,
      DELETE,
      { companyId: b2b.harbourCompanyId, userId: id },
      404,
      'NOT_FOUND',
    );
    await refused(
      b2b.admin.token,
      DELETE,
      { companyId: b2b.buyerCompanyId, userId: b2b.other.customerId },
      404,
      'NOT_FOUND',
    );
    await refused(
      b2b.admin.token,
      DELETE,
      { companyId: b2b.buyerCompanyId, userId: 0 },
      400,
      'BAD_USER_INPUT',
    );
  });

  it('refuses the admin removing themselves (409)', async () => {
    await refused(
      b2b.admin.token,
      DELETE,
      { companyId: b2b.buyerCompanyId, userId: b2b.admin.customerId },
      409,
      'CONFLICT',
    );
  });

  it('takes a user out of the company: their sessions end at once and they leave the list', async () => {
    const { id, email } = await newColleague(COMPANY_ROLES.juniorBuyer, true);
    const [mail] = await mailsTo(b2b.t.outbox, email, { kind: 'company-invite' });
    const session = await setPasswordAndLogIn(email, mail?.meta.token ?? '');
    await ok(session.token, CREDIT);
    const data = await ok(b2b.admin.token, DELETE, { companyId: b2b.buyerCompanyId, userId: id });
    expect(data.userDelete.message).toBe('User deleted');
    expect((await gql(session.token, CREDIT)).status).toBe(401);
    const { users } = await ok(b2b.admin.token, USERS, {
      companyId: b2b.buyerCompanyId,
      first: 250,
    });
    expect(users.edges.map((e: { node: { id: number } }) => e.node.id)).not.toContain(id);
    await refused(
      b2b.admin.token,
      DELETE,
      { companyId: b2b.buyerCompanyId, userId: id },
      404,
      'NOT_FOUND',
    );
  });
});
