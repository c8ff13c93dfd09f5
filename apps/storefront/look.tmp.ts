// Scratch: screenshots of /container/build for looking (not committed).
import { createApiClient } from '@shop/api';
import { isContainerLineName } from '@shop/domain';
import { chromium } from 'playwright-core';

const backend = 'http://localhost:4102';
const shop = process.env.SHOP ?? 'http://127.0.0.1:3102';
const api = createApiClient({
  apiBaseUrl: `${backend}/api`,
  productServiceBaseUrl: `${backend}/product-service`,
  graphql: { endpoint: `${backend}/graphql`, token: 'demo-storefront-token' },
});
const { token } = await api.customers.login({ email: 'buyer@example.com', password: 'demo-password-1' });
const listed = await api.catalogue.availableProducts({ limit: 1000 });
const containers = listed.filter((p) => isContainerLineName(String(p.name)) && typeof p.brand_id === 'number' && ((p.variants ?? []) as { inventory_level: number; purchasing_disabled: boolean }[]).some((v) => !v.purchasing_disabled && v.inventory_level > 20));
const byBrand = new Map<number, typeof containers>();
for (const p of containers) byBrand.set(p.brand_id as number, [...(byBrand.get(p.brand_id as number) ?? []), p]);
const pick = (p: (typeof containers)[number]) => {
  const v = ((p.variants ?? []) as { id: number; inventory_level: number; purchasing_disabled: boolean }[])
    .filter((x) => !x.purchasing_disabled && x.inventory_level > 20).sort((a, b) => b.inventory_level - a.inventory_level)[0];
  return v ? { product_id: p.id, variant_id: v.id } : null;
};
const mode = process.argv[2] ?? 'one';
const [brandA, brandB] = [...byBrand.keys()];
const lines = [];
if (mode === 'one') {
  const p = byBrand.get(brandA!)![0]!;
  lines.push({ ...pick(p)!, quantity: 1 });
} else {
  for (const p of byBrand.get(brandA!)!.slice(0, 3)) lines.push({ ...pick(p)!, quantity: 6 });
  for (const p of byBrand.get(brandB!)!.slice(0, 2)) lines.push({ ...pick(p)!, quantity: 4 });
}
const cart = await api.carts.create(lines, { token });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([
    { name: 'user-token', value: token, url: shop, httpOnly: true },
    { name: 'cartId', value: cart.id, url: shop, httpOnly: true },
  ]);
  const page = await context.newPage();
  await page.goto(`${shop}/container/build`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(8000);
  await page.screenshot({ path: `/tmp/shape/shots/${process.argv[3] ?? 'now'}-${mode}-${width}.png`, fullPage: true });
  await context.close();
}
await browser.close();
console.log('cart', cart.id, lines.length);
