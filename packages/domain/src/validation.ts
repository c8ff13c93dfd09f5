import { z } from 'zod';
import {
  CART_LINE_QUANTITY_MAX,
  ORDER_NUMBER_MAX_LENGTH,
  PHONE_PATTERN,
  QUANTITY_MAX,
} from './constants';
import { plainText } from './plain-text';
import { checkQuantity } from './quantity-check';
import { checkSearchTerm } from './search-term';
import {
  EMAIL_INVALID_MESSAGE,
  ORDER_NUMBER_BLANK_MESSAGE,
  ORDER_NUMBER_TOO_LONG_MESSAGE,
  PHONE_INVALID_MESSAGE,
  REQUIRED_MESSAGE,
  SEARCH_TERM_REQUIRED_MESSAGE,
} from './validation-messages';

// The form rules of behaviour.md#validation as zod schemas. Text is trimmed before it is checked and comes out
// trimmed; a value of the wrong type fails with the field's own message, never a zod
// default, so a form can show any issue as it is.

const isEmail = (value: string) => z.regexes.email.test(value);

/** Email, empty accepted (an optional field); otherwise the standard e-mail pattern. */
export const emailSchema = plainText(EMAIL_INVALID_MESSAGE)
  .trim()
  .refine((value) => value === '' || isEmail(value), { error: EMAIL_INVALID_MESSAGE });

/** Non-blank text: `This field is required`. */
export const requiredSchema = plainText(REQUIRED_MESSAGE)
  .trim()
  .min(1, { error: REQUIRED_MESSAGE });

/** `0` or `+63`, then exactly 10 digits (behaviour.md#validation); no spaces or dashes inside. */
export const phoneSchema = plainText(PHONE_INVALID_MESSAGE).trim().regex(PHONE_PATTERN, {
  error: PHONE_INVALID_MESSAGE,
});

/**
 * Customer order number (behaviour.md#validation): empty accepted; blank text (spaces only) gives
 * `Order number cannot be empty`; more than 30 characters gives `Order number must be
 * less than 30 characters`, counted without surrounding spaces, which are dropped.
 */
export const orderNumberSchema = plainText(ORDER_NUMBER_BLANK_MESSAGE)
  .superRefine((value, ctx) => {
    if (value !== '' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: ORDER_NUMBER_BLANK_MESSAGE });
    } else if (value.trim().length > ORDER_NUMBER_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: ORDER_NUMBER_TOO_LONG_MESSAGE });
    }
  })
  .transform((value) => value.trim());

function wholeQuantity(max: number) {
  return z.unknown().transform((value, ctx) => {
    const checked = checkQuantity(value, max);
    if (checked.ok) return checked.quantity;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });
}

/**
 * Quantity 1–20 (the quick view's selector), whole numbers only. Digit text (from a number
 * input) is accepted and comes out as a number, so `'3'` parses to `3`.
 */
export const quantitySchema = wholeQuantity(QUANTITY_MAX);

/** A cart line's quantity: 1 to `CART_LINE_QUANTITY_MAX` (container buyers order by the 50). */
export const cartLineQuantitySchema = wholeQuantity(CART_LINE_QUANTITY_MAX);

/** Search term: non-blank, at most 512 characters; comes out trimmed ({@link checkSearchTerm}). */
export const searchTermSchema = plainText(SEARCH_TERM_REQUIRED_MESSAGE).transform((value, ctx) => {
  const checked = checkSearchTerm(value);
  if (checked.ok) return checked.term;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});

/** Required, valid email: the newsletter signup, and every form where email is a must. */
export const newsletterEmailSchema = plainText(REQUIRED_MESSAGE)
  .trim()
  .min(1, { error: REQUIRED_MESSAGE, abort: true })
  .refine(isEmail, { error: EMAIL_INVALID_MESSAGE });

/**
 * Alias of {@link newsletterEmailSchema} for forms where an email is required.
 * @alias
 */
export const requiredEmailSchema = newsletterEmailSchema;
