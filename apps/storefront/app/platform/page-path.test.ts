import { describe, expect, it } from 'vitest';
import { pagePathname } from './page-path';

describe('pagePathname', () => {
  it.each([
    ['http://x/checkout', '/checkout'],
    ['http://x/checkout.data?_routes=root', '/checkout'],
    ['http://x/_.data', '/'],
    ['http://x/shop/_.data', '/shop/'],
    ['http://x/no/such/page.data', '/no/such/page'],
    ['http://x/', '/'],
    ['http://x/datasheet', '/datasheet'],
  ])('%s is the page %s', (url, page) => {
    expect(pagePathname(new URL(url))).toBe(page);
  });
});
