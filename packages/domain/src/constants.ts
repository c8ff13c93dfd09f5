// The constants and limits of docs/behaviour.md#constants, one named export each, so the storefront,
// the backend and other internal apps never repeat a magic number.

// --- Cookies (behaviour.md#entities, #constants) ---
/** Cookie holding the customer token. */
export const USER_TOKEN_COOKIE = 'user-token';
/** Cookie holding the cart id. */
export const CART_ID_COOKIE = 'cartId';
/** First reading of the spec (behaviour.md#constants): the auth cookie lives 30 days (2,592,000 s). */
export const USER_TOKEN_COOKIE_MAX_AGE_SECONDS = 2_592_000;
/** Second reading of the spec (behaviour.md#constants): 604,800 s (7 days), with `secure` and `SameSite=Lax`. */
export const USER_TOKEN_COOKIE_SECURE_MAX_AGE_SECONDS = 604_800;
/**
 * Options of the second reading, ready for a cookie library. HttpOnly: only the storefront
 * server sends the token (the browser talks to the storefront's own origin), so no script
 * on the page can read it.
 */
export const USER_TOKEN_COOKIE_OPTIONS = {
  path: '/',
  maxAge: USER_TOKEN_COOKIE_SECURE_MAX_AGE_SECONDS,
  httpOnly: true,
  secure: true,
  sameSite: 'lax',
} as const;

// --- Timings ---
export const LOGOUT_DELAY_MS = 1000;
export const TOAST_TIMEOUT_MS = 5000;
export const PAGE_RELOAD_GUARD_MS = 10_000;
export const QUANTITY_DEBOUNCE_MS = 300;
export const HEADER_DROPDOWN_DEBOUNCE_MS = 10;
export const NEWSLETTER_EMAIL_DEBOUNCE_MS = 500;
export const SEARCH_STALLED_MS = 1000;
export const SEARCH_URL_WRITE_DELAY_MS = 400;
export const JSONP_TIMEOUT_MS = 60_000;

// --- Cart and forms ---
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 20;
/**
 * A cart line's own bound: quick view's selector stays 1–20, but a container buyer orders
 * 50 chairs on the line itself. Above this is a typo or an attack; the stock available to
 * sell bounds it further on the server.
 */
export const CART_LINE_QUANTITY_MAX = 9_999;
/** Quick order and reorder: the most lines one add may carry (and one cart request). */
export const ORDER_LINES_MAX = 500;
export const ORDER_NUMBER_MAX_LENGTH = 30;
/** behaviour.md#validation, #constants: `0` or `+63`, then exactly 10 digits. */
export const PHONE_PATTERN = /^(?:0|\+63)\d{10}$/;

// --- Pricing and currency ---
export const RRP_GROUP_NAME = 'RRP';
export const RRP_PRICE_FACTOR = 0.6;
export const RRP_DISCOUNT_LABEL = '40% Off';
export const CURRENCY_SYMBOL = '$';

// --- Catalogue ---
export const GALLERY_THUMBNAILS_PER_VIEW = 8;
export const RELATED_PRODUCTS_LIMIT = 4;
export const METAFIELDS_LIMIT = 50;
export const CATEGORY_BREADCRUMB_DEPTH = 4;
export const CATEGORY_TREE_DEPTH = 3;
export const METAFIELD_NAMESPACE = 'myob';
/** Product metafield keys holding the size in millimetres. */
export const SIZE_METAFIELD_KEYS = {
  width: 'ProductWidth',
  depth: 'ProductDepth',
  height: 'ProductHeight',
} as const;
/** behaviour.md#errors: where a failed image falls back to. */
export const NO_IMAGE_PATH = '/no-image.png';

// --- Header, search ---
export const HEADER_COLLECTIONS_MAX = 8;
export const SEARCH_MAX_LENGTH = 512;
export const SEARCH_PLACEHOLDER = 'Search for products';
export const SEARCH_INDEX_NAME = 'products';
export const SEARCH_TIMEOUTS_MS = { connect: 1000, read: 2000, write: 30_000 } as const;
/** A search host marked down stays so for 2 minutes. */
export const SEARCH_HOST_DOWN_MS = 120_000;

// --- Content service ---
export const CONTENT_RATE_LIMIT_PER_SECOND = 5;
export const CONTENT_MAX_RETRIES = 10;
export const CONTENT_PER_PAGE = 25;
export const CONTENT_UUID_BATCH_SIZE = 50;
/** behaviour.md#calls-content: a 429 is retried after 300 ms. */
export const CONTENT_RETRY_DELAY_MS = 300;
export const BUILD_PAYLOAD_CACHE_MS = 3_600_000;

// --- Layout and images ---
/** Responsive breakpoints in px (min-width). */
export const BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_DEFAULT_FORMAT = 'webp';
export const IMAGE_PLACEHOLDER_SIZE = { width: 10, height: 10 } as const;
export const LOADING_BAR = { throttleMs: 200, durationMs: 2000, heightPx: 3 } as const;
