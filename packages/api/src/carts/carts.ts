import type { KyInstance } from 'ky';
import { z } from 'zod';
import type { RestConfig } from '../config';
import type { CallOptions } from '../http/call-options';
import { idempotencyKeySchema } from '../http/idempotency-key-schema';
import type { CustomerId } from '../http/ids';
import { idSchema } from '../http/ids';
import { parsePayload } from '../http/parse-payload';
import { segment, send } from '../http/send';
import { restHttp } from '../http/service-http';
import {
  cartIdSchema,
  cartOrEmptyResponseSchema,
  cartResponseSchema,
  itemIdSchema,
  lineResultsResponseSchema,
  lineItemInputSchema,
  lineItemUpdateSchema,
} from './carts.schemas';
import type { Cart, LineItemInput, LineItemUpdate, LineResult } from './carts.schemas';

const lineItemsSchema = z.array(lineItemInputSchema).min(1, 'at least one line item');

export interface AddItemsOptions extends CallOptions {
  /** Remove the cart's non-container lines in the same write (the "Yes" of behaviour.md#cart-states). */
  replaceNonContainer?: boolean;
  /**
   * `ask`: when the add would put a container product beside non-container lines and is
   * otherwise allowed, the backend answers the question of behaviour.md#cart-states (409, the
   * confirm message) and writes nothing; the buyer's Yes is the same add with
   * `replaceNonContainer`. Default: add without asking.
   */
  nonContainer?: 'ask' | 'keep';
  /**
   * Sent as `Idempotency-Key`: an add sent again with the key of one whose answer was lost is
   * answered with the cart as it is, not applied twice. One key per add the buyer meant
   * (e.g. per click of an add button); never retried automatically.
   */
  idempotencyKey?: string;
}

export interface AddLinesOptions extends AddItemsOptions {
  /** `refuse` (default) a line the stock or the container cannot take whole, or `cap` it. */
  shortfall?: 'refuse' | 'cap';
}

/** A line-by-line add's answer: the cart (null when no line could start one), each line's result. */
export interface AddLinesResult {
  cart: Cart | null;
  /** One per line, in order; null for a replay of an add whose answer was lost. */
  lineResults: LineResult[] | null;
}

/** The reference backend's query for a write's options. */
function writeQuery(options: AddLinesOptions, lines: 'whole' | 'each'): string {
  const query = new URLSearchParams();
  if (options.replaceNonContainer) query.set('replace', 'non-container');
  else if (options.nonContainer === 'ask') query.set('non_container', 'ask');
  if (lines === 'each') {
    query.set('lines', 'each');
    if (options.shortfall === 'cap') query.set('shortfall', 'cap');
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** The cart calls of behaviour.md#calls-cart over the REST instance they share with the other resources. */
export function cartsApi(rest: KyInstance) {
  return {
    /** GET /carts/{cartId} → `message.data`. */
    async get(cartId: string, options: CallOptions = {}): Promise<Cart> {
      const id = parsePayload(cartIdSchema, cartId, 'carts.get');
      const { message } = await send(rest, {
        method: 'get',
        path: `carts/${segment(id)}`,
        schema: cartResponseSchema,
        call: options,
      });
      return message.data;
    },

    /** POST /carts with `line_items`: creates the cart (store its id in the cartId cookie). */
    async create(lineItems: LineItemInput[], options: CallOptions = {}): Promise<Cart> {
      const line_items = parsePayload(lineItemsSchema, lineItems, 'carts.create');
      const { message } = await send(rest, {
        method: 'post',
        path: 'carts',
        json: { line_items },
        schema: cartResponseSchema,
        call: options,
      });
      return message.data;
    },

    /** PUT /carts/{cartId} with `customer_id`: attaches the customer on login. */
    async attachCustomer(
      cartId: string,
      customerId: CustomerId,
      options: CallOptions = {},
    ): Promise<Cart> {
      const id = parsePayload(cartIdSchema, cartId, 'carts.attachCustomer');
      const customer_id = parsePayload(idSchema, customerId, 'carts.attachCustomer');
      const { message } = await send(rest, {
        method: 'put',
        path: `carts/${segment(id)}`,
        json: { customer_id },
        schema: cartResponseSchema,
        call: options,
      });
      return message.data;
    },

    /**
     * POST /carts/{cartId}/items with `line_items` → the updated cart. With
     * `replaceNonContainer` (the reference backend's `?replace=non-container`), the cart's
     * non-container lines are removed in the same write — the "Yes" of behaviour.md#cart-states — or, when the
     * add is refused, nothing changes.
     */
    async addItems(
      cartId: string,
      lineItems: LineItemInput[],
      options: AddItemsOptions = {},
    ): Promise<Cart> {
      const id = parsePayload(cartIdSchema, cartId, 'carts.addItems');
      const line_items = parsePayload(lineItemsSchema, lineItems, 'carts.addItems');
      const query = writeQuery(options, 'whole');
      const key =
        options.idempotencyKey === undefined
          ? undefined
          : parsePayload(idempotencyKeySchema, options.idempotencyKey, 'carts.addItems');
      const { message } = await send(rest, {
        method: 'post',
        path: `carts/${segment(id)}/items${query}`,
        json: { line_items },
        ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
        schema: cartResponseSchema,
        call: options,
      });
      return message.data;
    },

    /**
     * Adds line by line (quick order, reorder: the reference backend's `?lines=each`): each
     * line is judged on its own by the backend's cart rules — added, capped (`shortfall:
     * 'cap'`) or refused with its reason — and the others go in. Without `cartId`, POST /carts
     * starts a cart with the lines that can be added (none: no cart). `nonContainer: 'ask'`
     * throws the question (409) when the lines would put container products beside
     * non-container ones; nothing is written then.
     */
    async addLines(
      cartId: string | null,
      lineItems: LineItemInput[],
      options: AddLinesOptions = {},
    ): Promise<AddLinesResult> {
      const line_items = parsePayload(lineItemsSchema, lineItems, 'carts.addLines');
      const id = cartId === null ? null : parsePayload(cartIdSchema, cartId, 'carts.addLines');
      const key =
        options.idempotencyKey === undefined || id === null
          ? undefined
          : parsePayload(idempotencyKeySchema, options.idempotencyKey, 'carts.addLines');
      const { message } = await send(rest, {
        method: 'post',
        path: `${id === null ? 'carts' : `carts/${segment(id)}/items`}${writeQuery(options, 'each')}`,
        json: { line_items },
        ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
        schema: lineResultsResponseSchema,
        call: options,
      });
      return { cart: message.data, lineResults: message.meta?.line_results ?? null };
    },

    /**
     * PUT /carts/{cartId}/items/{itemId} with `line_item` (quantity, product_id, variant_id)
     * → the updated cart, or `null` when a quantity of 0 removed the last line.
     */
    async updateItem(
      cartId: string,
      itemId: string | number,
      lineItem: LineItemUpdate,
      options: CallOptions = {},
    ): Promise<Cart | null> {
      const id = parsePayload(cartIdSchema, cartId, 'carts.updateItem');
      const item = parsePayload(itemIdSchema, itemId, 'carts.updateItem');
      const line_item = parsePayload(lineItemUpdateSchema, lineItem, 'carts.updateItem');
      const body = await send(rest, {
        method: 'put',
        path: `carts/${segment(id)}/items/${segment(item)}`,
        json: { line_item },
        schema: cartOrEmptyResponseSchema,
        call: options,
      });
      return body?.message?.data ?? null;
    },

    /** DELETE /carts/{cartId}/items/{itemId} → the updated cart, or `null` when the cart is gone (clear it). */
    async removeItem(
      cartId: string,
      itemId: string | number,
      options: CallOptions = {},
    ): Promise<Cart | null> {
      const id = parsePayload(cartIdSchema, cartId, 'carts.removeItem');
      const item = parsePayload(itemIdSchema, itemId, 'carts.removeItem');
      const body = await send(rest, {
        method: 'delete',
        path: `carts/${segment(id)}/items/${segment(item)}`,
        schema: cartOrEmptyResponseSchema,
        call: options,
      });
      return body?.message?.data ?? null;
    },
  };
}

export type CartsApi = ReturnType<typeof cartsApi>;

/** The cart calls alone (`@shop/api/carts`), for an app that needs no other resource. */
export function createCartsApi(config: RestConfig): CartsApi {
  return cartsApi(restHttp(config));
}
