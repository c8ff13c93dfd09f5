// Messages of the form rules. behaviour.md#validation quotes the required and order number texts; where
// it gives none (email, phone, quantity, search, password) these are ours, worded for a
// trade buyer and kept here so the storefront and the backend show the same text.
import {
  CART_LINE_QUANTITY_MAX,
  ORDER_NUMBER_MAX_LENGTH,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SEARCH_MAX_LENGTH,
} from './constants';

export const REQUIRED_MESSAGE = 'This field is required';
export const ORDER_NUMBER_TOO_LONG_MESSAGE = `Order number must be less than ${ORDER_NUMBER_MAX_LENGTH} characters`;
export const ORDER_NUMBER_BLANK_MESSAGE = 'Order number cannot be empty';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
/** behaviour.md#validation says the phone rule has no message text; a form still needs to say why. */
export const PHONE_INVALID_MESSAGE =
  'Please enter a valid phone number: 0 or +63 followed by 10 digits';
export const QUANTITY_MESSAGE = `Quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}`;
export const CART_LINE_QUANTITY_MESSAGE = `Quantity must be a whole number from ${QUANTITY_MIN} to ${CART_LINE_QUANTITY_MAX}`;
export const SEARCH_TERM_REQUIRED_MESSAGE = 'Please enter a search term';
export const SEARCH_TERM_TOO_LONG_MESSAGE = `Search term must be at most ${SEARCH_MAX_LENGTH} characters`;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';
/** Longest name, company or address line the commerce platform stores. */
export const TEXT_MAX_LENGTH = 255;
export const TEXT_TOO_LONG_MESSAGE = `Must be at most ${TEXT_MAX_LENGTH} characters`;
/** A text field given something other than text (only API clients can do that). */
export const TEXT_INVALID_MESSAGE = 'Must be text';
/** A NUL byte (U+0000) in any text: no form can type it and the database cannot store it. */
export const NUL_BYTE_MESSAGE = 'Must not contain the NUL character (U+0000)';
/** Changing the e-mail or the password asks for the current password (behaviour.md#security). */
export const CURRENT_PASSWORD_REQUIRED_MESSAGE =
  'Enter your current password to change your e-mail address or password';
