// The company users page in a real Chromium against the real servers, with JavaScript on and
// off: buyer@ (admin of Buyer Interiors) adds a colleague, who sets their password with the
// link from the backend's outbox and logs in; and deactivates a colleague who is logged in
// elsewhere, whose next page load finds them logged out.
import { createApiClient } from '@shop/api';
import { createB2bApi } from '@shop/api/b2b';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite } from './harness';
import { customerToken } from './servers';

const site = setupSite();
const run = Date.now().toString(36);
const NEW_PASSWORD = 'colleague-password-1';

const backendApi = () =>
  createApiClient({
    apiBaseUrl: `${site.stack.backendUrl}/api`,
    productServiceBaseUrl: `${site.stack.backendUrl}/product-service`,
  });

/** Submits with a click and waits for the page it leads to (a full load without JavaScript). */
async function submitTo(page: Page, path: string, click: () => Promise<void>) {
  await Promise.all([page.waitForURL((url) => url.pathname === path), click()]);
}

/** The set-password link the backend mailed to `email`. */
async function inviteLink(email: string): Promise<{ resetUrl: string; token: string }> {
  const meta = (await site.stack.mailsTo(email)).at(-1)?.meta;
  if (!meta?.resetUrl || !meta.token) throw new Error(`no invitation for ${email}`);
  return { resetUrl: meta.resetUrl, token: meta.token };
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(site.url('/account/login'));
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(password);
  await submitTo(page, '/account', () => page.getByRole('button', { name: 'Log in' }).click());
  await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
}

/** A colleague of buyer@ with a password, made through the backend (as the page would). */
async function colleagueWithPassword(email: string) {
  const token = await customerToken(site.stack);
  const b2b = createB2bApi({ endpoint: `${site.stack.backendUrl}/b2b/graphql` });
  const admin = await backendApi().customers.profile({ token });
  const { companyId } = await b2b.userCompany(admin.id, { token });
  await b2b.userCreate(
    {
      companyId,
      email,
      firstName: 'Dana',
      lastName: `Leaving${run}`,
      companyRoleId: 2,
      acceptEmail: true,
    },
    { token },
  );
  const invite = await inviteLink(email);
  await backendApi().customers.resetPassword({
    token: invite.token,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  });
  return `Dana Leaving${run}`;
}

describe.each([
  { js: true, mode: 'with JavaScript' },
  { js: false, mode: 'without JavaScript' },
])('the company users page $mode', ({ js, mode }) => {
  const tag = js ? 'js' : 'nojs';

  it('adds a colleague, who sets their password from the e-mail and logs in', async () => {
    const email = `casey-${tag}-${run}@example.com`;
    const admin = await site.newPage({
      token: await customerToken(site.stack),
      javaScriptEnabled: js,
    });
    await admin.goto(site.url('/account'));
    await submitTo(admin, '/account/company', () =>
      admin.getByRole('link', { name: 'Company users' }).click(),
    );
    const form = admin.locator('section[aria-labelledby="invite-title"] form');
    await form.locator('input[name="firstName"]').fill('Casey');
    await form.locator('input[name="lastName"]').fill(`Colleague ${mode}`);
    await form.locator('input[name="email"]').fill(email);
    await form.locator('select[name="companyRoleId"]').selectOption({ label: 'Senior Buyer' });
    await form.getByRole('button', { name: 'Add user' }).click();
    await admin.getByRole('status').filter({ hasText: 'The user was added' }).waitFor();
    const row = admin.locator(`tr[data-user-email="${email}"]`);
    await row.getByRole('cell', { name: 'Senior Buyer', exact: true }).waitFor();

    const { resetUrl } = await inviteLink(email);
    expect(resetUrl.startsWith(site.stack.storefrontUrl)).toBe(true);
    const colleague = await site.newPage({ javaScriptEnabled: js });
    await colleague.goto(resetUrl);
    await colleague.locator('main input[name="password"]').fill(NEW_PASSWORD);
    await colleague.locator('main input[name="confirmPassword"]').fill(NEW_PASSWORD);
    await colleague.getByRole('button', { name: 'Reset password' }).click();
    await colleague
      .getByRole('status')
      .filter({ hasText: 'Your password has been reset' })
      .waitFor();

    await logIn(colleague, email, NEW_PASSWORD);
    await colleague.goto(site.url('/account/company'));
    await colleague.getByText('Buyer Interiors Pty Ltd').waitFor();
    expect(await colleague.getByRole('button', { name: 'Add user' }).count()).toBe(0);
  });

  it('deactivates a colleague logged in elsewhere, whose next page load is logged out', async () => {
    const email = `dana-${tag}-${run}@example.com`;
    const name = await colleagueWithPassword(email);
    const colleague = await site.newPage({ javaScriptEnabled: js });
    await logIn(colleague, email, NEW_PASSWORD);

    const admin = await site.newPage({
      token: await customerToken(site.stack),
      javaScriptEnabled: js,
    });
    await admin.goto(site.url('/account/company'));
    await admin.getByRole('button', { name: `Deactivate ${name}` }).click();
    await admin.getByRole('status').filter({ hasText: 'The user was deactivated' }).waitFor();
    await admin
      .locator(`tr[data-user-email="${email}"]`)
      .getByText('Inactive', { exact: true })
      .waitFor();

    // The account page answers an ended session with its notice, not the account.
    site.allow(401);
    await colleague.reload();
    await colleague.getByText('Your session has expired. Please log in again.').waitFor();
    expect(await colleague.getByRole('heading', { name: 'Profile' }).count()).toBe(0);
  });
});
