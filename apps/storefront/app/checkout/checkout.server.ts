import { ApiError, type CustomerAddress } from '@shop/api';
import {
  ORDER_NOT_CONFIRMED_MESSAGE,
  orderAddressSchema,
  orderNumberSchema,
  overCapacityDetailsOf,
  type OrderAddress,
} from '@shop/domain';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { ApiCaller } from '../platform/api.server';
import { loadCartState } from '../cart/cart.server';
import type { BuyerSession } from '../platform/buyer-session.server';
import { ADDRESS_FIELDS, savedOrderAddress } from './order-address';
import { checkoutAddresses } from './checkout-addresses.server';
import { answerLost, sendWithSameKey } from './same-key-retry.server';
import { productionSlotsOf, slotsFromForm } from '../container/production-slots.server';

export const NEW_ADDRESS_CHOICE = 'new';
const ORDER_NOTES_MAX_LENGTH = 2000;

/**
 * Field name → message, for the form; `form` holds messages about the whole order;
 * `adjustContainer` is set when a factory's container no longer fits (the page links to the
 * container builder after the messages).
 */
export interface CheckoutErrors {
  fields: Record<string, string>;
  form: string[];
  adjustContainer?: boolean;
}

async function profileOrNull({ api, token }: ApiCaller) {
  try {
    return await api.customers.profile({ token });
  } catch (error) {
    // A stale or revoked token: the page asks the buyer to log in again.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** What /checkout shows: the customer, their saved (or their company's) addresses and the cart to order. */
export async function loadCheckout(session: BuyerSession) {
  const customer = await profileOrNull(session);
  if (customer === null) return { state: 'signed-out' as const };
  const [addresses, cartState] = await Promise.all([
    checkoutAddresses(session, customer),
    loadCartState(session),
  ]);
  const cart = cartState.status === 'ready' ? cartState.cart : null;
  const slots = await productionSlotsOf(
    session,
    cartState.status === 'ready' ? cartState.containers.map((c) => c.brandId) : [],
  );
  return {
    state: 'ready' as const,
    customer: { id: customer.id, group: customer.group?.name ?? null },
    addresses,
    cart,
    cartUnavailable: cartState.status === 'unavailable',
    slots,
    // One key per rendering of the form: a double submit sends the same key, and the
    // commerce API answers the second with the first order instead of placing another.
    idempotencyKey: crypto.randomUUID(),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function readAddress(
  form: FormData,
  prefix: 'billing' | 'shipping',
  saved: readonly CustomerAddress[],
  errors: CheckoutErrors,
): OrderAddress | null {
  const choice = text(form, prefix);
  if (choice === NEW_ADDRESS_CHOICE) {
    const raw = Object.fromEntries(
      ADDRESS_FIELDS.map((field) => [field.name, text(form, `${prefix}_${field.name}`)]),
    );
    const parsed = orderAddressSchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      errors.fields[`${prefix}_${String(issue.path[0])}`] ??= issue.message;
    return null;
  }
  const address = saved.find((candidate) => String(candidate.id) === choice);
  if (!address) {
    errors.fields[prefix] = 'Choose an address';
    return null;
  }
  const result = savedOrderAddress(address);
  if (result.ok) return result.address;
  errors.fields[prefix] = result.message;
  return null;
}

const uuidSchema = z.uuid();

/** Places the order once and sends the buyer to /success; refusals come back to the form. */
export async function placeOrder(request: Request, session: BuyerSession) {
  const { api, token } = session;
  const form = await request.formData();
  // A re-send of an order whose answer was lost names its cart: that order may have consumed
  // it, and the cookie been cleared since (a cart id is as unguessable as the cookie's).
  const resentCart = uuidSchema.safeParse(text(form, 'cart_id'));
  const cartId = session.cartId ?? (resentCart.success ? resentCart.data : null);
  const errors: CheckoutErrors = { fields: {}, form: [] };
  const values = Object.fromEntries(
    [...form.entries()].flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  );
  // The form's key (one per rendering): its re-sends and the buyer's next submit reuse it.
  const key = text(form, 'idempotency_key') || crypto.randomUUID();
  // `resend` only while the order's fate is unknown: the page must send this key again.
  const fail = (status: number, resend: { idempotencyKey: string; cartId: string } | null = null) =>
    data({ errors, values, resend }, { status });

  const customer = await profileOrNull(session);
  if (customer === null) {
    errors.form.push('Your session has ended. Please log in again.');
    return fail(401);
  }
  if (cartId === null) {
    errors.form.push('Your cart is empty.');
    return fail(400);
  }
  const saved = await checkoutAddresses(session, customer);
  const billing = readAddress(form, 'billing', saved, errors);
  const shipping =
    text(form, 'shipping_same') === 'on' ? billing : readAddress(form, 'shipping', saved, errors);
  const orderNumber = orderNumberSchema.safeParse(text(form, 'order_number'));
  if (!orderNumber.success)
    errors.fields.order_number = orderNumber.error.issues[0]?.message ?? 'Invalid order number';
  const notes = text(form, 'order_notes').trim();
  if (notes.length > ORDER_NOTES_MAX_LENGTH)
    errors.fields.order_notes = `Order notes must be at most ${String(ORDER_NOTES_MAX_LENGTH)} characters`;
  if (!billing || !shipping || !orderNumber.success || Object.keys(errors.fields).length > 0)
    return fail(400);

  let orderId: number;
  try {
    const answer = await sendWithSameKey(() =>
      api.orders.create(
        {
          cartId,
          customer_id: customer.id,
          billing_address: billing,
          shipping_address: shipping,
          costumer_order_number: orderNumber.data,
          order_notes: notes,
          production_slots: slotsFromForm(form),
        },
        { idempotencyKey: key, token },
      ),
    );
    orderId = answer.message.data.id;
  } catch (error) {
    if (answerLost(error)) {
      // Maybe placed, maybe not: the form keeps this key, so submitting again answers the
      // order if it went through and places it once if it did not.
      console.error('Order not confirmed after re-sending its key', error);
      errors.form.push(ORDER_NOT_CONFIRMED_MESSAGE);
      return fail(503, { idempotencyKey: key, cartId });
    }
    // behaviour.md#errors: the server's answer goes back to the buyer.
    if (error instanceof ApiError) {
      // A container that no longer fits (behaviour.md#errors): the backend's words naming the factory,
      // without the load plan's reason (a key, not a sentence), and the way to the builder.
      const overCapacity = error.status === 409 ? overCapacityDetailsOf(error.body) : [];
      if (overCapacity.length > 0) {
        errors.form.push(...overCapacity);
        errors.adjustContainer = true;
        return fail(error.status);
      }
      errors.form.push(...(error.errors.length > 0 ? error.errors : [error.message]));
      return fail(error.status >= 400 && error.status < 600 ? error.status : 400);
    }
    console.error('Order could not be placed', error);
    errors.form.push('The order could not be placed. Please try again.');
    return fail(502);
  }
  // The cart became the order: forget its id so the next add starts a new cart.
  session.setCartId(null);
  return redirect(`/success?order=${String(orderId)}`);
}

/** The customer's own order of `?order=` (another customer's id finds nothing). */
export async function loadPlacedOrder(request: Request, session: BuyerSession) {
  const wanted = Number(new URL(request.url).searchParams.get('order'));
  if (!Number.isSafeInteger(wanted) || wanted <= 0) return null;
  const { api, token } = session;
  const customer = await profileOrNull(session);
  if (customer === null) return null;
  try {
    const order = await api.customers.order(customer.id, wanted, { token });
    return {
      id: order.id,
      customerOrderNumber: order.costumer_order_number,
      total: order.total_inc_tax,
    };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404))
      console.error('Placed order could not be read', error);
    return null;
  }
}
