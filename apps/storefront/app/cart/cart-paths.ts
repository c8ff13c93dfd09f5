/** The cart page: what the header's cart opens without JavaScript, and where cart writes post. */
export const CART_PATH = '/cart';
/** behaviour.md#routes: the container builder, the cart route of a container cart. */
export const CONTAINER_BUILD_PATH = '/container/build';
export const CHECKOUT_PATH = '/checkout';
