// `@shop/api/carts`: the cart and cart metafield calls of behaviour.md#calls-cart with their schemas.
export { createCartsApi } from './carts';
export type { AddItemsOptions, AddLinesOptions, AddLinesResult, CartsApi } from './carts';
export {
  cartLineItemSchema,
  cartSchema,
  lineItemInputSchema,
  lineItemUpdateSchema,
  lineResultSchema,
} from './carts.schemas';
export type {
  Cart,
  CartLineItem,
  LineItemInput,
  LineItemUpdate,
  LineResult,
} from './carts.schemas';
export { createCartMetafieldsApi } from './cart-metafields';
export type { CartMetafieldsApi } from './cart-metafields';
export { cartMetafieldInputSchema, cartMetafieldSchema } from './cart-metafields.schemas';
export type { CartMetafield } from './cart-metafields.schemas';
export type { CallOptions } from '../http/call-options';
export type { RestConfig } from '../config';
