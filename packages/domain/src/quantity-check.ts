import { CART_LINE_QUANTITY_MAX, QUANTITY_MAX, QUANTITY_MIN } from './constants';
import { CART_LINE_QUANTITY_MESSAGE, QUANTITY_MESSAGE } from './validation-messages';

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * A quantity from 1 to `max` (the selector's 20 unless given; a cart line's 9,999), whole
 * numbers only; digit text (a number input's value) reads as its number. The rule itself,
 * free of zod, for the quantity controls every cart page draws; `quantitySchema` and
 * `cartLineQuantitySchema` wrap it for forms and servers.
 */
export function checkQuantity(value: unknown, max: number = QUANTITY_MAX): QuantityCheck {
  const message =
    max === CART_LINE_QUANTITY_MAX
      ? CART_LINE_QUANTITY_MESSAGE
      : max === QUANTITY_MAX
        ? QUANTITY_MESSAGE
        : `Quantity must be a whole number from ${String(QUANTITY_MIN)} to ${String(max)}`;
  const parsed = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (
    typeof parsed !== 'number' ||
    !Number.isSafeInteger(parsed) ||
    parsed < QUANTITY_MIN ||
    parsed > max
  )
    return { ok: false, message };
  return { ok: true, quantity: parsed };
}
