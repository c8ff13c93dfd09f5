// The writes of the /cart action, one per intent. Each reads what it submits and makes one
// call to the commerce API, whose cart rules judge it (the backend's one judge): a refusal
// changes nothing and is said in the words of behaviour.md#errors. The storefront decides only
// whether to ask the question of behaviour.md#cart-states, which the backend says is due.
import type { ApiClient, Cart } from '@shop/api';
import { IDEMPOTENCY_KEY_PATTERN } from '@shop/api/idempotency';
import {
  CART_LINE_QUANTITY_MAX,
  capacityOfChoice,
  CONTAINER_USABLE_PERCENTS,
  containerMetafield,
  containerMetafieldKey,
  formatCapacity,
  insufficientStockMessage,
  type LoadPlanReason,
  NON_CONTAINER_CONFIRM_MESSAGE,
  OVER_CAPACITY_MESSAGE,
} from '@shop/domain';
import { z } from 'zod';
import type { BuyerSession } from '../platform/buyer-session.server';
import { storeCapacities } from './capacity-fields.server';
import { classifyCartError, overCapacityReason } from './cart-errors';
import { cartIsGone, isGoneCart } from './cart.server';
import type { CartActionResult, CartIntent, CartRefusal } from './cart-state';

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

/** Who to contact about stock: the product's factory (the `{provider}` of behaviour.md#errors). */
async function providerOf(api: ApiClient, productId: number, variantId: number): Promise<string> {
  try {
    const { site } = await api.graphql.productSizeByVariantId({
      productID: productId,
      variantID: variantId,
      variantIDs: [variantId],
    });
    return site.product?.brand?.name ?? DEFAULT_STOCK_PROVIDER;
  } catch {
    return DEFAULT_STOCK_PROVIDER;
  }
}

/** behaviour.md#cart-states: a failed change reads the cart again; a gone cart is forgotten. */
async function forgetIfGone(session: BuyerSession): Promise<void> {
  if (await cartIsGone(session)) session.setCartId(null);
}

/**
 * The add (behaviour.md#cart-states, #validation), judged by the backend: over the factory's
 * container → refused with the load plan's reason; a container product meeting non-container
 * lines → the question (`confirm`), asked only when the add is otherwise allowed;
 * `replace-with-container` (the buyer's Yes) → the add and the removal of the non-container
 * lines in one backend write, which changes nothing if it is refused.
 */
async function add(
  session: BuyerSession,
  command: Extract<CartCommand, { intent: 'add' | 'replace-with-container' }>,
): Promise<CartActionResult> {
  const { intent } = command;
  const { api, token } = session;
  const line = {
    product_id: command.product_id,
    variant_id: command.variant_id,
    quantity: command.quantity,
  };
  const start = async () => {
    const created = await api.carts.create([line], { token });
    session.setCartId(created.id);
    return created;
  };
  try {
    let cart: Cart;
    if (session.cartId === null) cart = await start();
    else {
      try {
        cart = await api.carts.addItems(session.cartId, [line], {
          ...(intent === 'replace-with-container'
            ? { replaceNonContainer: true }
            : { nonContainer: 'ask' as const }),
          ...(command.add_key ? { idempotencyKey: command.add_key } : {}),
          token,
        });
      } catch (error) {
        if (!isGoneCart(error) || !(await cartIsGone(session))) throw error;
        // The cart is gone (ordered elsewhere, expired): the add starts a new one.
        session.setCartId(null);
        cart = await start();
      }
    }
    await storeCapacities(session, cart);
    return { ok: true, intent };
  } catch (error) {
    const kind = classifyCartError(error);
    if (kind === 'confirm') return refuse(intent, 'confirm', NON_CONTAINER_CONFIRM_MESSAGE);
    if (kind === 'not-found') return refuse(intent, 'invalid', 'That product is no longer sold.');
    const provider =
      kind === 'insufficient-stock'
        ? await providerOf(api, command.product_id, command.variant_id)
        : DEFAULT_STOCK_PROVIDER;
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
    if (isGoneCart(error)) await forgetIfGone(session);
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
    if (isGoneCart(error)) await forgetIfGone(session);
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
    if (isGoneCart(error)) await forgetIfGone(session);
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
