// The writes of the /cart action, one per intent. Each reads what it submits, decides with
// @shop/domain's rules, then makes one call to the commerce API: a refusal changes nothing
// and says why in the words of behaviour.md#errors.
import type { ApiClient, Cart } from '@shop/api';
import { IDEMPOTENCY_KEY_PATTERN } from '@shop/api/idempotency';
import {
  CART_LINE_QUANTITY_MAX,
  capacityOfChoice,
  CONTAINER_USABLE_PERCENTS,
  containerCapacity,
  containerMetafield,
  containerMetafieldKey,
  decideAdd,
  formatCapacity,
  insufficientStockMessage,
  isContainerLineName,
  itemVolume,
  type LoadPlanReason,
  NON_CONTAINER_CONFIRM_MESSAGE,
  OVER_CAPACITY_MESSAGE,
  productDimensions,
} from '@shop/domain';
import { z } from 'zod';
import type { ApiCaller } from '../platform/api.server';
import type { BuyerSession } from '../platform/buyer-session.server';
import { addRefusal } from '../container/load-plans.server';
import { classifyCartError, overCapacityReason } from './cart-errors';
import { isGoneCart, readMetafields } from './cart.server';
import type { CartActionResult, CartIntent, CartRefusal } from './cart-state';
import { toCartView } from './cart-view';

/** Who to contact about stock when the factory is unknown (the `{provider}` of behaviour.md#errors). */
export const DEFAULT_STOCK_PROVIDER = 'your account manager';
const SIGNED_OUT_MESSAGE = 'Please log in to order. Your session may have ended.';
const UNAVAILABLE_MESSAGE = 'Your cart could not be updated just now. Please try again.';

const id = z.coerce.number().int().positive();
const quantity = (min: number) => z.coerce.number().int().min(min).max(CART_LINE_QUANTITY_MAX);
const lineId = z.string().trim().min(1).max(64);

const addSchema = z.object({
  product_id: id,
  variant_id: id,
  quantity: quantity(1),
  /** The add's Idempotency-Key (add-key.ts): the same add sent again is not applied twice. */
  // Empty: a page served to a guest without a cart, whose add starts one.
  add_key: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional(),
  ),
});
const intentSchema = z.discriminatedUnion('intent', [
  addSchema.extend({ intent: z.literal('add') }),
  addSchema.extend({ intent: z.literal('replace-with-container') }),
  z.object({
    intent: z.literal('update'),
    line_id: lineId,
    product_id: id,
    variant_id: id,
    quantity: quantity(0),
  }),
  z.object({ intent: z.literal('remove'), line_id: lineId }),
  z.object({
    intent: z.literal('set-container-type'),
    brand_id: id,
    type: z.string().trim().min(1).max(32),
    usable: z.coerce
      .number()
      .int()
      .refine((value) => (CONTAINER_USABLE_PERCENTS as readonly number[]).includes(value))
      .default(100),
  }),
]);
export type CartCommand = z.infer<typeof intentSchema>;

const refuse = (
  intent: CartIntent | null,
  reason: CartRefusal,
  message: string,
): CartActionResult => ({ ok: false, intent, reason, message });

/** The over-capacity refusal (behaviour.md#errors), with the load plan's reason beside it when known (behaviour.md#load-plans). */
const overCapacity = (intent: CartIntent, loadPlan: LoadPlanReason | null): CartActionResult => ({
  ...refuse(intent, 'over-capacity', OVER_CAPACITY_MESSAGE),
  ...(loadPlan === null ? {} : { loadPlan }),
});

/** The submitted form as a command, or the refusal that says what was wrong with it. */
export function readCommand(form: FormData): CartCommand | CartActionResult {
  const fields = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const parsed = intentSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const intent = z
    .enum(['add', 'replace-with-container', 'update', 'remove', 'set-container-type'])
    .safeParse(fields.intent);
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? 'form';
  return refuse(
    intent.success ? intent.data : null,
    'invalid',
    field === 'quantity'
      ? `Quantity must be a whole number from ${intent.data === 'update' ? '0' : '1'} to ${String(CART_LINE_QUANTITY_MAX)}`
      : `The cart request is not valid (${field}).`,
  );
}

/** What a failed commerce call means for the buyer (behaviour.md#errors). */
function refusalOf(intent: CartIntent, error: unknown, provider: string): CartActionResult {
  switch (classifyCartError(error)) {
    case 'over-capacity':
      return overCapacity(intent, overCapacityReason(error));
    case 'insufficient-stock':
      return refuse(intent, 'insufficient-stock', insufficientStockMessage(provider));
    case 'not-found':
      return refuse(intent, 'invalid', 'That product or cart line no longer exists.');
    case 'unauthorised':
      return refuse(intent, 'signed-out', SIGNED_OUT_MESSAGE);
    default:
      console.error(`Cart ${intent} failed`, error);
      return refuse(intent, 'unavailable', UNAVAILABLE_MESSAGE);
  }
}

/** The product as the add rules need it: its name (container or not), factory and unit volume. */
async function productFacts(api: ApiClient, productId: number, variantId: number) {
  const { site } = await api.graphql.productSizeByVariantId({
    productID: productId,
    variantID: variantId,
    variantIDs: [variantId],
  });
  const product = site.product;
  if (product === null || product.entityId !== productId) return null;
  return {
    name: product.name,
    sku: product.variants.edges?.find(({ node }) => node.entityId === variantId)?.node.sku ?? null,
    brandId: product.brand?.entityId ?? null,
    brandName: product.brand?.name ?? null,
    volume: itemVolume(productDimensions(product.metafields)),
  };
}

/** The cart of the session, or null when there is none (a gone one is forgotten). */
async function currentCart(session: BuyerSession): Promise<Cart | null> {
  if (session.cartId === null) return null;
  try {
    return await session.api.carts.get(session.cartId, { token: session.token });
  } catch (error) {
    if (!isGoneCart(error)) throw error;
    session.setCartId(null);
    return null;
  }
}

/** behaviour.md#constants: the factory's container capacity is stored on the cart at the first add (26 CBM). */
async function ensureCapacityField(caller: ApiCaller, cartId: string, brandId: number) {
  const { api, token } = caller;
  const fields = await readMetafields(caller, cartId);
  if (fields.some((field) => field.key === containerMetafieldKey(brandId))) return;
  try {
    await api.cartMetafields.create(cartId, containerMetafield(brandId), { token });
  } catch (error) {
    // The rules fall back to 26 CBM without it (behaviour.md#errors: metafield errors are only logged).
    console.error('Container capacity could not be stored', error);
  }
}

/**
 * The add (behaviour.md#cart-states, #validation), decided by @shop/domain's decideAdd before anything is written: over the
 * factory's container → refused; a container product meeting non-container lines → the
 * question (`confirm`); `replace` (the buyer's Yes) → the add and the removal of the
 * non-container lines in one backend transaction, which changes nothing if it is refused.
 */
async function add(
  session: BuyerSession,
  command: Extract<CartCommand, { intent: 'add' | 'replace-with-container' }>,
): Promise<CartActionResult> {
  const { intent } = command;
  const { api, token } = session;
  let provider = DEFAULT_STOCK_PROVIDER;
  try {
    const product = await productFacts(api, command.product_id, command.variant_id);
    if (product === null) return refuse(intent, 'invalid', 'That product is no longer sold.');
    provider = product.brandName ?? provider;
    const cart = await currentCart(session);
    const lines = cart ? toCartView(cart).lines : [];
    const addition = {
      name: product.name,
      brandId: product.brandId,
      quantity: command.quantity,
      volume: product.volume,
    };
    const metafields =
      cart && lines.some((line) => line.isContainer) ? await readMetafields(session, cart.id) : [];
    const decision = decideAdd(
      lines,
      addition,
      (brandId) => containerCapacity(metafields, brandId),
      intent === 'replace-with-container' ? 'replace' : 'ask',
    );
    // The CBM rule (behaviour.md#validation) is a rule of volume.
    if (decision.kind === 'over-capacity') return overCapacity(intent, 'volume');
    if (decision.kind === 'confirm') {
      // The load plan (behaviour.md#load-plans), like the CBM rule, is decided before the question — a
      // buyer is never asked to give up lines for an add the container cannot take. Other
      // adds are planned by the backend, whose refusal carries the reason.
      if (addition.brandId !== null && product.sku !== null) {
        const loadPlan = await addRefusal(
          api,
          lines,
          {
            ...addition,
            brandId: addition.brandId,
            sku: product.sku,
            variantId: command.variant_id,
          },
          containerCapacity(metafields, addition.brandId),
        );
        if (loadPlan !== null) return overCapacity(intent, loadPlan);
      }
      return refuse(intent, 'confirm', NON_CONTAINER_CONFIRM_MESSAGE);
    }

    const line = {
      product_id: command.product_id,
      variant_id: command.variant_id,
      quantity: command.quantity,
    };
    let cartId: string;
    if (cart === null) {
      cartId = (await api.carts.create([line], { token })).id;
      session.setCartId(cartId);
    } else {
      cartId = cart.id;
      await api.carts.addItems(cart.id, [line], {
        replaceNonContainer: decision.removes.length > 0,
        ...(command.add_key ? { idempotencyKey: command.add_key } : {}),
        token,
      });
    }
    if (addition.brandId !== null && isContainerLineName(addition.name))
      await ensureCapacityField(session, cartId, addition.brandId);
    return { ok: true, intent };
  } catch (error) {
    return refusalOf(intent, error, provider);
  }
}

async function update(
  session: BuyerSession,
  command: Extract<CartCommand, { intent: 'update' }>,
): Promise<CartActionResult> {
  const { cartId, api, token } = session;
  if (cartId === null) return refuse('update', 'invalid', 'Your cart is empty.');
  try {
    const cart = await api.carts.updateItem(
      cartId,
      command.line_id,
      {
        product_id: command.product_id,
        variant_id: command.variant_id,
        quantity: command.quantity,
      },
      { token },
    );
    // behaviour.md#calls-cart: the last line set to 0 leaves no cart.
    if (cart === null) session.setCartId(null);
    return { ok: true, intent: 'update' };
  } catch (error) {
    if (isGoneCart(error)) await currentCart(session);
    return refusalOf('update', error, DEFAULT_STOCK_PROVIDER);
  }
}

async function remove(
  session: BuyerSession,
  command: Extract<CartCommand, { intent: 'remove' }>,
): Promise<CartActionResult> {
  const { cartId, api, token } = session;
  if (cartId === null) return { ok: true, intent: 'remove' };
  try {
    // behaviour.md#cart-states: a removal that answers no data clears the cart.
    if ((await api.carts.removeItem(cartId, command.line_id, { token })) === null)
      session.setCartId(null);
    return { ok: true, intent: 'remove' };
  } catch (error) {
    if (isGoneCart(error)) await currentCart(session);
    return refusalOf('remove', error, DEFAULT_STOCK_PROVIDER);
  }
}

/** Stores the factory's container type on the cart (`{n}CBM`, behaviour.md#constants). */
async function setContainerType(
  session: BuyerSession,
  command: Extract<CartCommand, { intent: 'set-container-type' }>,
): Promise<CartActionResult> {
  const { cartId, api, token } = session;
  if (cartId === null) return refuse('set-container-type', 'invalid', 'Your cart is empty.');
  const capacity = capacityOfChoice({ typeId: command.type, usablePercent: command.usable });
  try {
    const fields = await api.cartMetafields.list(cartId, { token });
    const existing = fields.find((field) => field.key === containerMetafieldKey(command.brand_id));
    if (existing)
      await api.cartMetafields.update(cartId, existing.id, formatCapacity(capacity), { token });
    else
      await api.cartMetafields.create(cartId, containerMetafield(command.brand_id, capacity), {
        token,
      });
    return { ok: true, intent: 'set-container-type' };
  } catch (error) {
    if (isGoneCart(error)) await currentCart(session);
    return refusalOf('set-container-type', error, DEFAULT_STOCK_PROVIDER);
  }
}

/** Runs one cart command for a logged-in buyer (behaviour.md#roles: guests cannot add or check out). */
export async function runCartCommand(
  session: BuyerSession,
  command: CartCommand,
): Promise<CartActionResult> {
  if (!session.loggedIn) return refuse(command.intent, 'signed-out', SIGNED_OUT_MESSAGE);
  switch (command.intent) {
    case 'add':
    case 'replace-with-container':
      return add(session, command);
    case 'update':
      return update(session, command);
    case 'remove':
      return remove(session, command);
    case 'set-container-type':
      return setContainerType(session, command);
  }
}
