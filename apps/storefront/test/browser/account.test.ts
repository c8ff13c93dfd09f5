// The account journeys in a real headless Chromium against the real servers: apply for a
// trade account, log in (the header greets by first name), a refused login, logout and
// its delayed full-page return to the login, password change, forgot and reset with the
// link from the backend's outbox, and the profile edit.
import { createApiClient } from '@shop/api';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';

// A refused login answers 4xx by design; console errors still fail a test.
const site = setupSite({ failOnErrorStatus: false });
let context: BrowserContext;
let page: Page;
const run = Date.now().toString(36);
const PASSWORD = 'demo-password-1';

beforeEach(async () => {
  page = await site.newPage();
  context = page.context();
});

const url = (path: string) => site.url(path);

/** Loads a page and waits until React has hydrated the header. */
async function open(path: string) {
  await page.goto(url(path));
  await waitForHydration(page);
}

/** A customer made straight through the API, for journeys that start at the login. */
async function newCustomer(name: string): Promise<string> {
  const email = `${name}-${run}@example.com`;
  await createApiClient({
    apiBaseUrl: `${site.stack.backendUrl}/api`,
    productServiceBaseUrl: `${site.stack.backendUrl}/product-service`,
  }).customers.register({
    email,
    first_name: `Ana${name}`,
    last_name: 'Tester',
    company: 'Tester Interiors',
    phone: '09171234567',
    password: PASSWORD,
  });
  return email;
}

const accountLink = () => page.locator('header a[href="/account"]');

async function logIn(email: string, password = PASSWORD) {
  await open('/account/login');
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(url('/account'));
  await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
  await accountLink().waitFor();
}

/** The router is done with the submission's revalidation (leaving earlier would abort it). */
async function routerIdle() {
  await page.waitForFunction(() => {
    const router = (
      window as { __reactRouterDataRouter?: { state: { navigation: { state: string } } } }
    ).__reactRouterDataRouter;
    return router?.state.navigation.state === 'idle';
  });
}

async function userTokenCookie() {
  return (await context.cookies()).find((cookie) => cookie.name === 'user-token');
}

describe('registration and login', () => {
  it('applies, logs in, greets by first name in the header and shows the account', async () => {
    const email = `applicant-${run}@example.com`;
    await open('/register');
    await page.locator('main input[name="first_name"]').fill('Marisol');
    await page.locator('main input[name="last_name"]').fill('Santos');
    await page.locator('main input[name="company"]').fill('Santos Interiors');
    await page.locator('main input[name="phone"]').fill('+639171234567');
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill('marisol-password-1');
    await page.locator('main input[name="confirmPassword"]').fill('marisol-password-1');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.getByRole('status').filter({ hasText: 'You can now log in' }).waitFor();

    await page.getByRole('link', { name: 'Log in to your new account' }).click();
    await page.waitForURL(/\/account\/login\?email=/);
    // The register form (with its own email and password fields) may still be on screen.
    await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor();
    expect(await page.locator('main input[name="email"]').inputValue()).toBe(email);
    await page.locator('main input[name="password"]').fill('marisol-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(url('/account'));
    await accountLink().filter({ hasText: 'Marisol' }).waitFor();
    const main = page.locator('main');
    await main.getByText('Marisol Santos').waitFor();
    await main.getByText(email).waitFor();
    await main.getByText('No orders yet.').waitFor();
    const cookie = await userTokenCookie();
    expect(cookie?.sameSite).toBe('Lax');
    // Only the storefront server sends the token: no script on the page can read it.
    expect(cookie?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('user-token');
  });

  it('shows the server error on a wrong password and stays logged out', async () => {
    // The refused login answers 400.
    site.allow(400);
    await open('/account/login');
    await page.locator('main input[name="email"]').fill('buyer@example.com');
    await page.locator('main input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alert', { name: 'Login failed' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Invalid email or password');
    expect(await userTokenCookie()).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/account/login');
    await page.locator('header a[href="/account/login"]').waitFor();
  });
});

describe('logout', () => {
  it('forgets the session, then about a second later loads /account/login in place', async () => {
    await logIn(await newCustomer('logout'));
    const before = await page.evaluate(() => history.length);
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('You have been logged out.').waitFor();
    expect(await userTokenCookie()).toBeUndefined();
    // The full page load: a new document, the same history length (replaced, not pushed).
    await page.waitForEvent('load');
    const elapsed = Date.now() - clicked;
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect(elapsed).toBeLessThan(10_000);
    expect(new URL(page.url()).pathname).toBe('/account/login');
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.locator('header a[href="/account/login"]').waitFor();
  });
});

describe('passwords', () => {
  it('changes the password: success message, and the new one logs in', async () => {
    const email = await newCustomer('change');
    await logIn(email);
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.waitForURL(url('/account/password/change'));
    await page.getByRole('heading', { name: 'Change password', level: 1 }).waitFor();
    await page.locator('main input[name="currentPassword"]').fill(PASSWORD);
    await page.locator('main input[name="password"]').fill('changed-password-1');
    await page.locator('main input[name="confirmPassword"]').fill('changed-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Successfully updated password.' }).waitFor();
    await routerIdle();

    await context.clearCookies();
    await logIn(email, 'changed-password-1');
  });

  it('resets a forgotten password with the link from the e-mail', async () => {
    const email = await newCustomer('forgot');
    await open('/account/password/forgot');
    await page.locator('main input[name="email"]').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: 'If an account exists' }).waitFor();

    const { resetUrl } = await resetMailFor(email);
    expect(resetUrl.startsWith(site.stack.storefrontUrl)).toBe(true);
    await page.goto(resetUrl);
    await page.locator('main input[name="password"]').fill('reset-password-1');
    await page.locator('main input[name="confirmPassword"]').fill('reset-password-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password has been reset' }).waitFor();
    await routerIdle();

    await logIn(email, 'reset-password-1');
  });
});

describe('profile', () => {
  it('saves the profile and the header follows the new first name', async () => {
    await logIn(await newCustomer('profile'));
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await page.waitForURL(url('/account/edit'));
    // The URL changes before the view transition swaps the page in, and the overview left
    // behind has a first_name field of its own (the address form): fill the edit form's.
    const form = page.locator('section[aria-labelledby="edit-title"] form');
    await form.waitFor();
    await form.locator('input[name="first_name"]').fill('Bettina');
    await form.locator('input[name="company"]').fill('Bettina Living');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile updated.' }).waitFor();
    await accountLink().filter({ hasText: 'Bettina' }).waitFor();

    await accountLink().click();
    await page.waitForURL(url('/account'));
    await page.locator('main').getByText('Bettina Living').waitFor();
  });
});

async function resetMailFor(email: string): Promise<{ resetUrl: string }> {
  const resetUrl = (await site.stack.mailsTo(email)).at(-1)?.meta.resetUrl;
  if (!resetUrl) throw new Error(`no reset e-mail for ${email}`);
  return { resetUrl };
}
