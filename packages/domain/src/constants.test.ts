import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('constants (behaviour.md#constants)', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['USER_TOKEN_COOKIE', 'user-token'],
    ['CART_ID_COOKIE', 'cartId'],
    ['USER_TOKEN_COOKIE_MAX_AGE_SECONDS', 2_592_000],
    ['USER_TOKEN_COOKIE_SECURE_MAX_AGE_SECONDS', 604_800],
    [
      'USER_TOKEN_COOKIE_OPTIONS',
      { path: '/', maxAge: 604_800, httpOnly: true, secure: true, sameSite: 'lax' },
    ],
    ['LOGOUT_DELAY_MS', 1000],
    ['TOAST_TIMEOUT_MS', 5000],
    ['PAGE_RELOAD_GUARD_MS', 10_000],
    ['QUANTITY_MIN', 1],
    ['QUANTITY_MAX', 20],
    ['CART_LINE_QUANTITY_MAX', 9_999],
    ['ORDER_LINES_MAX', 500],
    ['QUANTITY_DEBOUNCE_MS', 300],
    ['ORDER_NUMBER_MAX_LENGTH', 30],
    ['RRP_GROUP_NAME', 'RRP'],
    ['RRP_PRICE_FACTOR', 0.6],
    ['RRP_DISCOUNT_LABEL', '40% Off'],
    ['CURRENCY_SYMBOL', '$'],
    ['GALLERY_THUMBNAILS_PER_VIEW', 8],
    ['RELATED_PRODUCTS_LIMIT', 4],
    ['METAFIELDS_LIMIT', 50],
    ['CATEGORY_BREADCRUMB_DEPTH', 4],
    ['CATEGORY_TREE_DEPTH', 3],
    ['METAFIELD_NAMESPACE', 'myob'],
    [
      'SIZE_METAFIELD_KEYS',
      { width: 'ProductWidth', depth: 'ProductDepth', height: 'ProductHeight' },
    ],
    ['NO_IMAGE_PATH', '/no-image.png'],
    ['HEADER_COLLECTIONS_MAX', 8],
    ['HEADER_DROPDOWN_DEBOUNCE_MS', 10],
    ['NEWSLETTER_EMAIL_DEBOUNCE_MS', 500],
    ['SEARCH_MAX_LENGTH', 512],
    ['SEARCH_STALLED_MS', 1000],
    ['SEARCH_URL_WRITE_DELAY_MS', 400],
    ['JSONP_TIMEOUT_MS', 60_000],
    ['SEARCH_PLACEHOLDER', 'Search for products'],
    ['SEARCH_INDEX_NAME', 'products'],
    ['SEARCH_TIMEOUTS_MS', { connect: 1000, read: 2000, write: 30_000 }],
    ['SEARCH_HOST_DOWN_MS', 120_000],
    ['CONTENT_RATE_LIMIT_PER_SECOND', 5],
    ['CONTENT_MAX_RETRIES', 10],
    ['CONTENT_PER_PAGE', 25],
    ['CONTENT_UUID_BATCH_SIZE', 50],
    ['CONTENT_RETRY_DELAY_MS', 300],
    ['BUILD_PAYLOAD_CACHE_MS', 3_600_000],
    ['BREAKPOINTS', { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 }],
    ['IMAGE_DENSITIES', [1, 2]],
    ['IMAGE_DEFAULT_FORMAT', 'webp'],
    ['IMAGE_PLACEHOLDER_SIZE', { width: 10, height: 10 }],
    ['LOADING_BAR', { throttleMs: 200, durationMs: 2000, heightPx: 3 }],
  ])('%s', (name, expected) => {
    expect(constants[name]).toEqual(expected);
  });

  it.each([
    ['09171234567', true],
    ['+639171234567', true],
    ['9171234567', false],
    ['0917123456', false],
    ['+63 9171234567', false],
  ])('PHONE_PATTERN: %s → %s', (phone, expected) => {
    expect(constants.PHONE_PATTERN.test(phone)).toBe(expected);
  });
});
