// /account/company against the server-rendered app and the real backend (in-process, demo
// data): buyer@ is the admin of Buyer Interiors with senior@ and junior@; other@ the admin of
// Harbour Hospitality; rrp@ is in no company. The admin adds, re-roles, deactivates and
// reactivates colleagues; nobody else may, and the page never shows more than the backend's
// `users` gives the buyer.
import { createB2bApi } from '@shop/api/b2b';
import {
  COMPANY_ROLE_INVALID_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  MANAGE_USERS_NOT_PERMITTED_MESSAGE,
  REQUIRED_MESSAGE,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessBackend, type TestBackend } from '../backend';
import type { RenderedApp } from './render';
import { backendLogIn, renderApp } from './render';

let app: RenderedApp;
let backend: TestBackend;
const run = Date.now().toString(36);

beforeAll(async () => {
  // The backend itself, not only its address: these tests read the mail it sends.
  backend = await inProcessBackend('demo');
  process.env.BACKEND_URL = backend.url;
  app = await renderApp();
});
afterAll(async () => {
  await app.close();
  await backend.close();
});

const cookieOf = async (email: string) => `user-token=${(await backendLogIn(email)).token}`;

async function page(email: string, path = '/account/company') {
  const response = await app.request(path, { headers: { Cookie: await cookieOf(email) } });
  return { status: response.status, html: await response.text() };
}

function post(cookie: string, fields: Record<string, string>) {
  return app.request('/account/company', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
  });
}

/** The e-mails in the users table, in its order. */
const listed = (html: string) =>
  [...html.matchAll(/data-user-email="([^"]+)"/g)].map((match) => match[1]);

/** The row of `email` in the users table. */
function rowOf(html: string, email: string): string {
  const start = html.indexOf(`data-user-email="${email}"`);
  if (start < 0) throw new Error(`no row of ${email}`);
  return html.slice(start, html.indexOf('</tr>', start));
}

/** What the backend holds: buyer@'s company's users, read with the admin's own token. */
async function buyerInteriorsUsers() {
  const { token, customer } = await backendLogIn('buyer@example.com');
  const b2b = createB2bApi({ endpoint: `${backend.url}/b2b/graphql` });
  const { companyId } = await b2b.userCompany(customer.id, { token });
  const users = await b2b.users({ companyId, first: 250 }, { token });
  return users.edges.map((edge) => edge.node);
}

const invite = (email: string, role = '2') => ({
  intent: 'invite',
  firstName: 'Casey',
  lastName: 'Colleague',
  email,
  companyRoleId: role,
});

describe('the company page: who sees what', () => {
  it('shows the admin the company, their role, every user and the forms', async () => {
    const { status, html } = await page('buyer@example.com');
    expect(status).toBe(200);
    expect(html).toContain('Buyer Interiors Pty Ltd');
    expect(html).toMatch(/Your role<\/dt><dd>Admin<\/dd>/);
    expect(html).toMatch(/Status<\/dt><dd>Approved<\/dd>/);
    expect(listed(html)).toEqual(
      expect.arrayContaining(['buyer@example.com', 'senior@example.com', 'junior@example.com']),
    );
    expect(listed(html)).not.toContain('other@example.com');
    expect(rowOf(html, 'junior@example.com')).toContain('Junior Buyer');
    expect(rowOf(html, 'junior@example.com')).toContain('Active');
    expect(html).toContain('Add a user');
    expect(html).toContain('Deactivate Jo Junior');
    expect(html).toContain('href="/account/company"');
  });

  it('shows a senior buyer the whole list without any form', async () => {
    const { status, html } = await page('senior@example.com');
    expect(status).toBe(200);
    expect(html).toMatch(/Your role<\/dt><dd>Senior Buyer<\/dd>/);
    expect(listed(html)).toEqual(
      expect.arrayContaining(['buyer@example.com', 'senior@example.com', 'junior@example.com']),
    );
    expect(html).not.toContain('Add a user');
    expect(html).not.toContain('Change role');
    expect(html).not.toContain('Deactivate');
  });

  it('shows a junior buyer only themselves', async () => {
    const { status, html } = await page('junior@example.com');
    expect(status).toBe(200);
    expect(html).toMatch(/Your role<\/dt><dd>Junior Buyer<\/dd>/);
    expect(listed(html)).toEqual(['junior@example.com']);
    expect(html).not.toContain('Add a user');
  });

  it('shows another company’s admin only their own company', async () => {
    const { html } = await page('other@example.com');
    expect(html).toContain('Harbour Hospitality Group');
    expect(html).not.toContain('Buyer Interiors Pty Ltd');
    expect(listed(html)).toEqual(['other@example.com']);
  });

  it('has no company page, and no link to it, for a customer in no company', async () => {
    const { status, html } = await page('rrp@example.com');
    expect(status).toBe(404);
    expect(html).toContain('Page Not Found: /account/company');
    const account = await page('rrp@example.com', '/account');
    expect(account.status).toBe(200);
    expect(account.html).toContain('href="/account/edit"');
    expect(account.html).not.toContain('href="/account/company"');
    expect((await page('buyer@example.com', '/account')).html).toContain('href="/account/company"');
  });

  it('asks a guest to log in', async () => {
    const response = await app.request('/account/company');
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Please log in');
  });
});

describe('the company page: the admin’s forms', () => {
  it('adds a colleague, who is mailed a link to set their password', async () => {
    const email = `casey-${run}@example.com`;
    const response = await post(await cookieOf('buyer@example.com'), invite(email, '1'));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/account/company?done=invited');
    const [mail] = await backend.mailsTo(email);
    expect(mail?.meta.resetUrl).toMatch(/\/account\/password\/reset\?token=/);
    const { html } = await page('buyer@example.com', '/account/company?done=invited');
    expect(html).toContain('The user was added and e-mailed a link to set their password.');
    expect(rowOf(html, email)).toContain('Senior Buyer');
  });

  it('changes a colleague’s role, deactivates and reactivates them', async () => {
    const email = `robin-${run}@example.com`;
    const cookie = await cookieOf('buyer@example.com');
    expect((await post(cookie, invite(email))).status).toBe(302);
    const user = (await buyerInteriorsUsers()).find((u) => u.email === email);
    if (!user) throw new Error('the invited user is not in the company');
    const userId = String(user.id);

    const role = await post(cookie, { intent: 'role', userId, companyRoleId: '1' });
    expect(role.headers.get('Location')).toBe('/account/company?done=role');
    expect(rowOf((await page('buyer@example.com')).html, email)).toContain('Senior Buyer');

    const off = await post(cookie, { intent: 'status', userId, status: '0' });
    expect(off.headers.get('Location')).toBe('/account/company?done=deactivated');
    const after = (await page('buyer@example.com')).html;
    expect(rowOf(after, email)).toContain('Inactive');
    expect(rowOf(after, email)).toContain('Reactivate');

    const on = await post(cookie, { intent: 'status', userId, status: '1' });
    expect(on.headers.get('Location')).toBe('/account/company?done=reactivated');
    expect(rowOf((await page('buyer@example.com')).html, email)).toContain('Deactivate');
  });

  it('ends a deactivated user’s session at once', async () => {
    const { token, customer } = await backendLogIn('junior@example.com');
    const juniorCookie = `user-token=${token}`;
    expect(
      (await app.request('/account/company', { headers: { Cookie: juniorCookie } })).status,
    ).toBe(200);
    const admin = await cookieOf('buyer@example.com');
    const userId = String(customer.id);
    expect((await post(admin, { intent: 'status', userId, status: '0' })).status).toBe(302);
    try {
      const response = await app.request('/account', { headers: { Cookie: juniorCookie } });
      expect(await response.text()).toContain('Your session has expired');
    } finally {
      expect((await post(admin, { intent: 'status', userId, status: '1' })).status).toBe(302);
    }
  });

  it('shows the backend’s refusal when the admin would deactivate or demote themselves', async () => {
    const { token, customer } = await backendLogIn('buyer@example.com');
    const cookie = `user-token=${token}`;
    const userId = String(customer.id);
    const changes: Record<string, string>[] = [
      { intent: 'status', userId, status: '0' },
      { intent: 'role', userId, companyRoleId: '2' },
    ];
    for (const fields of changes) {
      const response = await post(cookie, fields);
      expect(response.status).toBe(409);
      expect(await response.text()).toMatch(
        /ui-form-alert__message">You cannot change your own role, deactivate/,
      );
    }
    const me = (await buyerInteriorsUsers()).find((u) => u.id === customer.id);
    expect(me).toMatchObject({ role: 0, status: 1 });
  });

  it('answers bad input with a message per field and writes nothing', async () => {
    const before = await buyerInteriorsUsers();
    const response = await post(await cookieOf('buyer@example.com'), {
      intent: 'invite',
      firstName: '',
      lastName: 'Colleague',
      email: 'not-an-email',
      companyRoleId: '7',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(REQUIRED_MESSAGE);
    expect(html).toContain(EMAIL_INVALID_MESSAGE);
    expect(html).toContain(COMPANY_ROLE_INVALID_MESSAGE);
    // What was typed comes back.
    expect(html).toContain('value="not-an-email"');
    const bad = await post(await cookieOf('buyer@example.com'), {
      intent: 'status',
      userId: 'x',
      status: '5',
    });
    expect(bad.status).toBe(400);
    expect(await buyerInteriorsUsers()).toEqual(before);
  });

  it('shows an e-mail already in use on the e-mail field', async () => {
    const before = await buyerInteriorsUsers();
    const response = await post(await cookieOf('buyer@example.com'), invite('SENIOR@example.com'));
    expect(response.status).toBe(409);
    const html = await response.text();
    // The message sits in the e-mail field (its error under the input), not in the form's list.
    const emailField = html.slice(html.indexOf('name="email"'));
    expect(emailField.slice(0, 600)).toMatch(/already/i);
    expect(await buyerInteriorsUsers()).toEqual(before);
  });
});

describe('the company page: nobody but the admin writes', () => {
  it('answers a senior or junior buyer’s post with 403 and changes nothing', async () => {
    const before = await buyerInteriorsUsers();
    const junior = before.find((u) => u.email === 'junior@example.com');
    if (!junior) throw new Error('no junior@ in the demo');
    for (const email of ['senior@example.com', 'junior@example.com']) {
      const cookie = await cookieOf(email);
      const writes: Record<string, string>[] = [
        invite(`nope-${run}@example.com`),
        { intent: 'role', userId: String(junior.id), companyRoleId: '0' },
        { intent: 'status', userId: String(junior.id), status: '0' },
      ];
      for (const fields of writes) {
        const response = await post(cookie, fields);
        expect(response.status).toBe(403);
        // Shown on the page, not only in the answer's data.
        expect(await response.text()).toContain(
          `ui-form-alert__message">${MANAGE_USERS_NOT_PERMITTED_MESSAGE}<`,
        );
      }
    }
    expect(await buyerInteriorsUsers()).toEqual(before);
    expect(await backend.mailsTo(`nope-${run}@example.com`, { timeoutMs: 200 })).toEqual([]);
  });

  it('answers another company’s admin changing this company’s user with 404 and changes nothing', async () => {
    const before = await buyerInteriorsUsers();
    const junior = before.find((u) => u.email === 'junior@example.com');
    if (!junior) throw new Error('no junior@ in the demo');
    const cookie = await cookieOf('other@example.com');
    const writes: Record<string, string>[] = [
      { intent: 'role', userId: String(junior.id), companyRoleId: '0' },
      { intent: 'status', userId: String(junior.id), status: '0' },
    ];
    for (const fields of writes) {
      const response = await post(cookie, fields);
      expect(response.status, fields.intent).toBe(404);
      expect(response.headers.get('Location')).toBeNull();
    }
    expect(await buyerInteriorsUsers()).toEqual(before);
  });

  it('answers a customer in no company with 404 on a post too', async () => {
    const response = await post(
      await cookieOf('rrp@example.com'),
      invite(`rrp-${run}@example.com`),
    );
    expect(response.status).toBe(404);
  });
});
