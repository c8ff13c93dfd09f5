// User-facing texts of docs/behaviour.md (#routes, #search-bar, #cart-states, #errors), quoted exactly, so every screen and the
// backend say the same thing.

/** behaviour.md#errors: shown when a container add would exceed the capacity. */
export const OVER_CAPACITY_MESSAGE =
  "The product could not be added as it exceeds container's capacity";

/**
 * behaviour.md#errors: an order refused because a factory's container no longer holds its lines (its
 * type was changed after the cart was filled). It names the factory, then the figures of the
 * refusal — the CBM rule's or the load plan's — as one sentence:
 * `The Kyoto Joinery container: 7.431 CBM would exceed the 5.2 CBM container.`
 */
export function containerNoLongerFitsMessage(factory: string, detail: string): string {
  const figures = detail.trim().replace(/\.$/, '');
  // "The cartons weigh …" reads on after the colon; a figure stays as it is.
  const after = /^The\b/.test(figures) ? `the${figures.slice(3)}` : figures;
  return `The ${factory.trim()} container: ${after}.`;
}

/**
 * behaviour.md#errors: what the storefront adds to that refusal, as a link to the container builder
 * (`/container/build`), where the buyer changes the container or its lines.
 */
export const ADJUST_CONTAINER_PROMPT = 'Adjust it in the container builder.';

/** behaviour.md#cart-states: confirmation before a container add empties a cart of ordinary items. */
export const NON_CONTAINER_CONFIRM_MESSAGE =
  'Non-container products will be removed if you add container product. Do you want to continue?';

/** behaviour.md#errors: an add-to-cart error whose title contains this text is a stock error. */
export const INSUFFICIENT_STOCK_MARKER = 'sufficient stock';

/** behaviour.md#errors: the error toast text for a stock error. */
export function insufficientStockMessage(provider: string): string {
  return `Insufficient stock, please contact ${provider}`;
}

/**
 * behaviour.md#errors: true when a cart error title means "not enough stock". Case-insensitive so
 * `Insufficient Stock` and `Not sufficient stock` both match; non-strings never match.
 */
export function isInsufficientStockError(title: unknown): boolean {
  return typeof title === 'string' && title.toLowerCase().includes(INSUFFICIENT_STOCK_MARKER);
}

/** behaviour.md#search-bar: first line shown when a non-blank search has no hits. */
export function searchNoResultsMessage(term: string): string {
  return `No results found for '${term}'`;
}

/** behaviour.md#search-bar: second line shown when a non-blank search has no hits. */
export const SEARCH_NO_RESULTS_HINT = 'Please try again later or enter a new search';

/** behaviour.md#routes: title of the error page for an unknown route. */
export const PAGE_NOT_FOUND_TITLE = 'Page not found';
/** behaviour.md#routes: label of the error page button that goes to `/`. */
export const BACK_TO_HOME_LABEL = 'Back to Home';
/** behaviour.md#routes: status of an unknown route. */
export const PAGE_NOT_FOUND_STATUS = 404;

/** behaviour.md#routes: validation message for an unknown route. */
export function pageNotFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/** behaviour.md#errors: password change failed without a server message, and the generic fallback. */
export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again.';
/** behaviour.md#errors: password change succeeded. */
export const PASSWORD_CHANGE_SUCCESS_MESSAGE = 'Successfully updated password.';
/** behaviour.md#errors: logged when the content service has no site settings. */
export const NO_SITE_SETTINGS_MESSAGE = 'No site settings found';
/** behaviour.md#chrome: the footer newsletter prompt. */
export const NEWSLETTER_PROMPT = 'Be the first to know about our best deals!';

/** A dependency of the shop (its database) is briefly unreachable: answered 503, never a hang. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The shop is briefly unavailable. Please try again in a minute.';
/** Sign-in cannot be checked just now (its attempt limits or the database are unreachable). */
export const SIGN_IN_UNAVAILABLE_MESSAGE =
  'Sign-in is briefly unavailable. Please try again in a minute.';
/** The search service could not be asked (unreachable, or it failed). */
export const SEARCH_UNAVAILABLE_MESSAGE =
  'We could not search just now. Please try again in a minute.';
/**
 * Checkout: the order call's answer was lost (a time-out or a proxy's 502/503) and re-sending
 * its idempotency key did not get one either; the form keeps the key, so a second submit
 * answers the first order if it was placed, and never places another.
 */
export const ORDER_NOT_CONFIRMED_MESSAGE =
  'We could not confirm your order just now. Please submit again: your order will not be placed twice.';
