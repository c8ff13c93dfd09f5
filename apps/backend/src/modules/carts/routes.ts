import { Hono } from 'hono';
import type { Context } from 'hono';
import { CART_LINE_QUANTITY_MAX, ORDER_LINES_MAX } from '@shop/domain';
import { z } from 'zod';
import { metafieldPermissionSet } from '../../db/schema';
import { optionalCustomer, requireCustomer } from '../../http/auth';
import type { AppEnv, Services } from '../../http/context';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { noStore } from '../../http/no-store';
import { forbidden } from '../../http/errors';
import { readJson, readParams, readQuery } from '../../http/validate';
import type { LineVerdict } from '@shop/domain';
import { addItems, createCart } from './add-items';
import { attachCustomer } from './attach-customer';
import { createMetafield, listMetafields, updateMetafield } from './metafields';
import { readCart } from './repository/cart-reads';
import { cartJson, lineResultJson } from './serialize';
import type { CartViewer } from './types';
import { deleteItem, updateItem } from './update-items';
import { idParam, noQuery } from '../../http/params';

const cartId = z.uuid({ error: 'Must be a cart id' });
const cartParams = z.strictObject({ cartId });
const itemParams = z.strictObject({ cartId, itemId: z.uuid({ error: 'Must be a cart item id' }) });
const metafieldParams = z.strictObject({ cartId, metafieldId: idParam });

const lineItem = z.strictObject({
  product_id: idParam,
  variant_id: idParam,
  quantity: z.number().int().min(1).max(CART_LINE_QUANTITY_MAX),
});
const lineItems = z
  .array(lineItem)
  .min(1, 'At least one line item is required')
  .max(ORDER_LINES_MAX);

const createBody = z.strictObject({ line_items: lineItems, customer_id: idParam.optional() });
const addBody = z.strictObject({ line_items: lineItems });
/**
 * `?lines=each`: each line is judged on its own (quick order, reorder) and the answer's
 * `meta.line_results` says what became of it; `shortfall=cap` adds what can be of a line the
 * stock or the container cannot take whole, `refuse` (the default) leaves it out.
 */
const lineMode = {
  lines: z.enum(['whole', 'each']).optional(),
  shortfall: z.enum(['refuse', 'cap']).optional(),
};
const nonContainerMode = {
  replace: z.literal('non-container').optional(),
  non_container: z.enum(['ask', 'keep', 'replace']).optional(),
};
const createQuery = z.strictObject({ ...nonContainerMode, ...lineMode });
/**
 * `?replace=non-container`: the "Yes" of behaviour.md#cart-states — the add replaces the
 * non-container lines, all or nothing. `?non_container=ask`: the question is answered (409)
 * instead of adding, when it is due and the add is otherwise allowed.
 */
const addQuery = createQuery;

/** The judge's options from a write's query. */
const writeMode = (query: z.infer<typeof createQuery>) => ({
  nonContainer:
    query.replace === 'non-container' ? ('replace' as const) : (query.non_container ?? 'keep'),
  lines: query.lines ?? 'whole',
  shortfall: query.shortfall ?? 'refuse',
});
const updateBody = z.strictObject({
  line_item: lineItem.extend({ quantity: z.number().int().min(0).max(CART_LINE_QUANTITY_MAX) }),
});
const attachBody = z.strictObject({ customer_id: idParam });
const metafieldBody = z.strictObject({
  permission_set: z.enum(metafieldPermissionSet.enumValues),
  namespace: z.string().trim().min(1).max(64),
  key: z.string().trim().min(1).max(64),
  value: z.string().min(1).max(65_535),
  description: z.string().max(255).optional(),
});
const metafieldUpdateBody = z.strictObject({
  value: z.string().min(1).max(65_535),
  description: z.string().max(255).optional(),
});

/** A line-by-line write's `meta`: each line's result (none for a replay, whose first answer said it). */
function lineResultsMeta(lines: 'whole' | 'each' | undefined, verdicts: LineVerdict[] | null) {
  if (lines !== 'each' || verdicts === null) return undefined;
  return { line_results: verdicts.map(lineResultJson) };
}

/** The cart calls of behaviour.md#calls-cart (carts and cart metafields). */
export function cartRoutes(services: Services) {
  const db = () => services.database.db;
  const taxRate = services.config.TAX_RATE;
  const viewer = async (c: Context<AppEnv>): Promise<CartViewer | undefined> => {
    const me = await optionalCustomer(c, services);
    return me ? { id: me.id } : undefined;
  };

  return new Hono<AppEnv>()
    .use(noStore)
    .get('/metafield/:cartId', async (c) => {
      const { cartId } = readParams(c, cartParams);
      return c.json({
        status: 200,
        message: { data: await listMetafields(db(), cartId, await viewer(c)) },
      });
    })
    .post('/metafield/:cartId', async (c) => {
      const { cartId } = readParams(c, cartParams);
      const body = await readJson(c, metafieldBody);
      return c.json(
        {
          status: 201,
          message: { data: await createMetafield(db(), cartId, await viewer(c), body) },
        },
        201,
      );
    })
    .put('/metafield/:cartId/:metafieldId', async (c) => {
      const { cartId, metafieldId } = readParams(c, metafieldParams);
      const body = await readJson(c, metafieldUpdateBody);
      return c.json({
        status: 200,
        message: { data: await updateMetafield(db(), cartId, metafieldId, await viewer(c), body) },
      });
    })
    .post('/', async (c) => {
      const body = await readJson(c, createBody);
      const me = await viewer(c);
      if (body.customer_id !== undefined && body.customer_id !== me?.id)
        throw forbidden('customer_id must be your own customer id');
      const mode = readQuery(c, createQuery);
      const created = await createCart(db(), me, body.line_items, writeMode(mode));
      const meta = lineResultsMeta(mode.lines, created.verdicts);
      // Line by line, a list none of whose lines could be added makes no cart.
      if (created.cart === null) return c.json({ status: 200, message: { data: null, meta } });
      return c.json(
        { status: 201, message: { data: cartJson(created, taxRate), ...(meta ? { meta } : {}) } },
        201,
      );
    })
    .get('/:cartId', async (c) => {
      const { cartId } = readParams(c, cartParams);
      readQuery(c, noQuery);
      const cart = await readCart(services.database, cartId, await viewer(c));
      return c.json({ status: 200, message: { data: cartJson(cart, taxRate) } });
    })
    .put('/:cartId', async (c) => {
      const { cartId } = readParams(c, cartParams);
      const body = await readJson(c, attachBody);
      const me = await requireCustomer(c, services);
      if (body.customer_id !== me.id) throw forbidden('customer_id must be your own customer id');
      const cart = await attachCustomer(db(), cartId, { id: me.id });
      return c.json({ status: 200, message: { data: cartJson(cart, taxRate) } });
    })
    .post('/:cartId/items', async (c) => {
      const { cartId } = readParams(c, cartParams);
      const query = readQuery(c, addQuery);
      const body = await readJson(c, addBody);
      const key = idempotencyKeyOf(c);
      const cart = await addItems(
        services.database,
        services.variantDetails,
        cartId,
        await viewer(c),
        body.line_items,
        { ...writeMode(query), key },
      );
      if (cart.replayed) c.header('Idempotent-Replayed', 'true');
      const meta = lineResultsMeta(query.lines, cart.verdicts);
      return c.json({
        status: 200,
        message: { data: cartJson(cart, taxRate), ...(meta ? { meta } : {}) },
      });
    })
    .put('/:cartId/items/:itemId', async (c) => {
      const { cartId, itemId } = readParams(c, itemParams);
      const body = await readJson(c, updateBody);
      const cart = await updateItem(
        services.database,
        cartId,
        itemId,
        await viewer(c),
        body.line_item,
      );
      return c.json({ status: 200, message: cart ? { data: cartJson(cart, taxRate) } : {} });
    })
    .delete('/:cartId/items/:itemId', async (c) => {
      const { cartId, itemId } = readParams(c, itemParams);
      const cart = await deleteItem(db(), cartId, itemId, await viewer(c));
      return c.json({ status: 200, message: cart ? { data: cartJson(cart, taxRate) } : {} });
    });
}
