// What a buyer sees of their containers, as pictures: the production build served as the
// browser tests serve it (test/browser/servers.ts), the demo buyer logged in, and in Debian's
// Chromium at 1280 px and 390 px: /account/containers, then the order page of each demo
// container order (one per stage; the order's PO number names its stage), the whole page.
// Usage: react-router build && tsx --conditions=@shop/source scripts/screenshots.ts [folder]
// (default: screenshots/ in the working folder), JPEG files named page-width.jpg.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { launchChromium } from '../test/browser/chromium';
import { startStack } from '../test/browser/servers';
import { backendApi, logIn } from '../test/browser/shop-data';

const out = resolve(process.argv[2] ?? 'screenshots');
const WIDTHS = [1280, 390];

const stack = await startStack();
const browser = await launchChromium();
try {
  const session = await logIn(stack);
  const orders = await backendApi(stack).customers.orders(session.customerId, {
    token: session.token,
  });
  // The demo's container orders carry PO-BUYER-2001 … 2006, from awaiting deposit to delivered.
  const journeys = orders
    .filter((order) => /^PO-BUYER-20\d\d$/.test(order.costumer_order_number))
    .sort((a, b) => a.id - b.id);
  const pages = [
    { name: 'containers', path: '/account/containers' },
    ...journeys.map((order) => ({
      name: `order-${order.costumer_order_number.toLowerCase()}`,
      path: `/account/orders/${String(order.id)}`,
    })),
  ];
  await mkdir(out, { recursive: true });
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([
      { name: 'user-token', value: session.token, url: stack.storefrontUrl, httpOnly: true },
    ]);
    const page = await context.newPage();
    for (const { name, path } of pages) {
      await page.goto(new URL(path, stack.storefrontUrl).href, { waitUntil: 'networkidle' });
      const file = join(out, `${name}-${String(width)}.jpg`);
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 60 });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stack.close();
}
