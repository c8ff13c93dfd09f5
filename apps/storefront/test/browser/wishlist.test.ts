// The wishlist in a real headless Chromium against the real backend: a guest's list kept
// in this browser, the customer's kept on the server (another device sees it), the guest
// list merged at login, remove, and move to cart.
import { createApiClient } from '@shop/api';
import type { ApiClient, StoredProduct } from '@shop/api';
import { searchHitHref } from '@shop/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupSite } from './harness';

const GUEST_KEY = 'shop:wishlist';
const DEMO_PASSWORD = 'demo-password-1';

const site = setupSite();
let products: StoredProduct[];

interface Snapshot {
  productId: number;
  variantId: number | null;
  brandId: number | null;
  sku: string;
  name: string;
  href: string;
  imageUrl: string | null;
}

/** A product as a product page or card hands it to the wishlist button. */
function snapshot(product: StoredProduct): Snapshot {
  const variants = (product.variants ?? []) as { id: number }[];
  return {
    productId: product.id,
    variantId: variants[0]?.id ?? null,
    brandId: product.brand_id ?? null,
    sku: String(product.sku),
    name: String(product.name),
    href: searchHitHref({ productUrl: (product.custom_url as { url: string }).url }),
    imageUrl: (product.primary_image as { url_standard: string | null }).url_standard,
  };
}

function backendApi(): ApiClient {
  return createApiClient({
    apiBaseUrl: `${site.stack.backendUrl}/api`,
    productServiceBaseUrl: `${site.stack.backendUrl}/product-service`,
  });
}

async function loginApi(email: string): Promise<{ api: ApiClient; token: string; id: number }> {
  const api = backendApi();
  const { token } = await api.customers.login({ email, password: DEMO_PASSWORD });
  return { api, token, id: (await api.customers.profile({ token })).id };
}

/** A browser of its own (another device), logged in as `token`'s customer if given. */
function newPage(token?: string): Promise<Page> {
  return site.newPage(token ? { token } : {});
}

/** Opens /wishlist and waits until the list of whoever is logged in is shown. */
async function openWishlist(page: Page): Promise<void> {
  await page.goto(`${site.stack.storefrontUrl}/wishlist`);
  await page.waitForSelector('[data-wishlist-ready="true"]');
}

/** Waits until the wishlist button labelled `label` is shown and its write has finished. */
async function settled(page: Page, label: string): Promise<void> {
  await page.waitForFunction(
    (text) =>
      [...document.querySelectorAll<HTMLButtonElement>('[data-slot="wishlist-button"]')].some(
        (element) =>
          element.getAttribute('aria-label') === text &&
          element.getAttribute('aria-busy') !== 'true' &&
          !element.disabled,
      ),
    label,
  );
}

function names(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Wishlist items' })
    .locator('.wishlist-item__name')
    .allTextContents();
}

beforeAll(async () => {
  const all = await backendApi().catalogue.availableProducts({ limit: 40 });
  products = all.filter(
    (product) =>
      !String(product.name).includes('(Container)') &&
      ((product.variants ?? []) as { inventory_level: number }[]).some(
        (variant) => variant.inventory_level > 5,
      ),
  );
});

describe('guest wishlist', () => {
  it('shows the list kept in this browser, removes an item, and keeps the change over a reload', async () => {
    const [a, b] = products.map(snapshot);
    if (!a || !b) throw new Error('too few demo products');
    const page = await newPage();
    await openWishlist(page);
    await page.getByText('Your wishlist is empty.').waitFor();

    await page.evaluate(
      ([key, items]) => {
        localStorage.setItem(key, JSON.stringify(items));
      },
      [GUEST_KEY, [a, b]] as const,
    );
    await openWishlist(page);
    expect(await names(page)).toEqual([a.name, b.name]);
    const link = page.getByRole('link', { name: a.name });
    expect(await link.getAttribute('href')).toMatch(/^\/product\/[^/]+$/);
    const image = page.locator(`[data-product-id="${String(a.productId)}"] img`);
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
    );
    expect(await image.getAttribute('src')).toBe(`${site.stack.backendUrl}${a.imageUrl ?? ''}`);
    // Guests see no move to cart (no trade prices) and are invited to log in.
    expect(await page.getByRole('button', { name: /Move .* to cart/ }).count()).toBe(0);
    await page.locator('.wishlist-page__login').getByRole('link', { name: 'Log in' }).waitFor();

    await page.getByRole('button', { name: `Remove ${a.name} from wishlist` }).click();
    await page.waitForFunction(
      (name) =>
        ![...document.querySelectorAll('.wishlist-item__name')].some(
          (el) => el.textContent === name,
        ),
      a.name,
    );
    await openWishlist(page);
    expect(await names(page)).toEqual([b.name]);
  });

  it('survives a corrupted stored list', async () => {
    const [a] = products.map(snapshot);
    if (!a) throw new Error('no demo product');
    const page = await newPage();
    await openWishlist(page);
    await page.evaluate(
      ([key, items]) => {
        localStorage.setItem(key, items);
      },
      [GUEST_KEY, JSON.stringify([{ productId: 'x' }, a, 42])] as const,
    );
    await openWishlist(page);
    expect(await names(page)).toEqual([a.name]);
    await page.evaluate((key) => {
      localStorage.setItem(key, '{not json');
    }, GUEST_KEY);
    await openWishlist(page);
    await page.getByText('Your wishlist is empty.').waitFor();
  });
});

describe('wishlist button on product cards', () => {
  it('adds and removes from a category page, for a guest and for a customer', async () => {
    const page = await newPage();
    await page.goto(`${site.stack.storefrontUrl}/shop-all`);
    const first = page.locator('[data-slot="wishlist-button"]').first();
    await page.waitForFunction(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-slot="wishlist-button"]');
      return button !== null && !button.disabled;
    });
    const label = (await first.getAttribute('aria-label')) ?? '';
    const name = /^Add (.*) to wishlist$/.exec(label)?.[1];
    if (!name) throw new Error(`unexpected label ${label}`);
    await first.click();
    await page.getByRole('button', { name: `Remove ${name} from wishlist` }).waitFor();
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    await openWishlist(page);
    expect(await names(page)).toEqual([name]);
    expect(await page.getByRole('link', { name }).getAttribute('href')).toMatch(/^\/product\//);

    // Logged in, the same button writes to the customer's saved list.
    const customer = await loginApi('noprices@example.com');
    const own = await newPage(customer.token);
    await own.goto(`${site.stack.storefrontUrl}/shop-all`);
    const button = own.getByRole('button', { name: `Add ${name} to wishlist` });
    await own.waitForFunction((text) => {
      const found = [
        ...document.querySelectorAll<HTMLButtonElement>('[data-slot="wishlist-button"]'),
      ].find((element) => element.getAttribute('aria-label') === `Add ${text} to wishlist`);
      return found !== undefined && !found.disabled;
    }, name);
    await button.click();
    // The heart turns at once (the pending form data); the write has landed once the
    // button is no longer busy.
    await settled(own, `Remove ${name} from wishlist`);
    const saved = await customer.api.wishlist.list(customer.id, { token: customer.token });
    expect(saved.map((item) => item.name)).toEqual([name]);
    await own.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
    await settled(own, `Add ${name} to wishlist`);
    expect(await customer.api.wishlist.list(customer.id, { token: customer.token })).toEqual([]);
  });
});

describe('wishlist button on the product page', () => {
  it('adds the product shown and takes it off again', async () => {
    const product = products.map(snapshot)[2];
    if (!product) throw new Error('too few demo products');
    const page = await newPage();
    await page.goto(`${site.stack.storefrontUrl}${product.href}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const add = page.getByRole('button', { name: `Add ${product.name} to wishlist` });
    await page.waitForFunction(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-slot="wishlist-button"]');
      return button !== null && !button.disabled;
    });
    await add.click();
    const remove = page.getByRole('button', { name: `Remove ${product.name} from wishlist` });
    await remove.waitFor();
    const stored = await page.evaluate((key) => localStorage.getItem(key), GUEST_KEY);
    expect(JSON.parse(stored ?? '[]')).toMatchObject([
      { productId: product.productId, href: product.href, name: product.name },
    ]);
    await openWishlist(page);
    expect(await names(page)).toEqual([product.name]);
    await page.goto(`${site.stack.storefrontUrl}${product.href}`);
    await page.waitForFunction(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-slot="wishlist-button"]');
      return button?.getAttribute('aria-pressed') === 'true' && !button.disabled;
    });
    await remove.click();
    await add.waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_KEY)).toBe('[]');
  });
});

describe('customer wishlist', () => {
  it('merges the guest list at login, keeps it on the server and shows it on another device', async () => {
    const [a, , c] = products.map(snapshot);
    if (!a || !c) throw new Error('too few demo products');
    const customer = await loginApi('rrp@example.com');
    await customer.api.wishlist.add(customer.id, c.productId, { token: customer.token });

    // A guest on this browser saves a and c, then logs in.
    const page = await newPage();
    await openWishlist(page);
    await page.evaluate(
      ([key, items]) => {
        localStorage.setItem(key, JSON.stringify(items));
      },
      [GUEST_KEY, [a, c]] as const,
    );
    await page
      .context()
      .addCookies([{ name: 'user-token', value: customer.token, url: site.stack.storefrontUrl }]);
    await openWishlist(page);
    await page.waitForFunction(() => document.querySelectorAll('.wishlist-item').length === 2);
    // Saved first, then what the guest list added; c once.
    expect(await names(page)).toEqual([c.name, a.name]);
    expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_KEY)).toBeNull();
    expect(
      (await customer.api.wishlist.list(customer.id, { token: customer.token })).map(
        (item) => item.product_id,
      ),
    ).toEqual([c.productId, a.productId]);

    // Another device: same customer, fresh browser context.
    const other = await newPage(customer.token);
    await openWishlist(other);
    await other.waitForFunction(() => document.querySelectorAll('.wishlist-item').length === 2);
    expect(await names(other)).toEqual([c.name, a.name]);

    // Removing on one device removes it on the server.
    await other.getByRole('button', { name: `Remove ${c.name} from wishlist` }).click();
    await other.waitForFunction(() => document.querySelectorAll('.wishlist-item').length === 1);
    // The row goes at once (the pending removal); the server's list follows.
    await expect
      .poll(async () =>
        (await customer.api.wishlist.list(customer.id, { token: customer.token })).map(
          (item) => item.product_id,
        ),
      )
      .toEqual([a.productId]);
  });

  it('moves an item to the cart and takes it off the wishlist', async () => {
    const customer = await loginApi('buyer@example.com');
    const prices = await customer.api.pricing.customerPricing(
      {
        customerId: customer.id,
        skus: [
          products.flatMap((product) =>
            ((product.variants ?? []) as { sku: string }[])
              .slice(0, 1)
              .map((variant) => variant.sku),
          ),
        ],
      },
      { token: customer.token },
    );
    const priced = products
      .map(snapshot)
      .find((item) => prices.some((entry) => entry.variant_id === item.variantId));
    if (!priced) throw new Error('no product with a price for the buyer');
    await customer.api.wishlist.add(customer.id, priced.productId, { token: customer.token });

    const page = await newPage(customer.token);
    await openWishlist(page);
    const move = page.getByRole('button', { name: `Move ${priced.name} to cart` });
    await move.waitFor();
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('button')].some(
          (button) =>
            button.getAttribute('aria-label') === `Move ${name} to cart` && !button.disabled,
        ),
      priced.name,
    );
    await move.click();
    await page.getByRole('dialog', { name: 'My cart (1)' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.wishlist-item').length === 0);
    await expect
      .poll(() => customer.api.wishlist.list(customer.id, { token: customer.token }))
      .toEqual([]);
    const cartId = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'cartId',
    )?.value;
    if (!cartId) throw new Error('no cart cookie');
    const cart = await customer.api.carts.get(decodeURIComponent(cartId), {
      token: customer.token,
    });
    expect(cart.line_items.physical_items.map((line) => [line.variant_id, line.quantity])).toEqual([
      [priced.variantId, 1],
    ]);
  });
});
