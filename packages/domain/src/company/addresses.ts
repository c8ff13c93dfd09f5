import { z } from 'zod';
import { PHONE_PATTERN } from '../constants';
import { plainText } from '../plain-text';
import {
  PHONE_INVALID_MESSAGE,
  REQUIRED_MESSAGE,
  TEXT_INVALID_MESSAGE,
  TEXT_MAX_LENGTH,
  TEXT_TOO_LONG_MESSAGE,
} from '../validation-messages';

// A company address as B2B Edition's `addressCreate` / `addressUpdate` take it (its field names,
// its 0/1 flags), checked the same way by the backend and by the storefront's form.

export const COUNTRY_CODE_INVALID_MESSAGE = 'Must be a two-letter country code, like AU';
export const DEFAULT_SHIPPING_NOT_SHIPPING_MESSAGE =
  'A default shipping address must be a shipping address';
export const DEFAULT_BILLING_NOT_BILLING_MESSAGE =
  'A default billing address must be a billing address';

const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** Whether `code` is an ISO 3166-1 alpha-2 country (region) code the runtime knows, like `AU`. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  const name = regions.of(code);
  return name !== code && name !== 'Unknown Region';
}

const required = plainText(REQUIRED_MESSAGE)
  .trim()
  .min(1, { error: REQUIRED_MESSAGE })
  .max(TEXT_MAX_LENGTH, { error: TEXT_TOO_LONG_MESSAGE });
const optional = plainText(TEXT_INVALID_MESSAGE)
  .trim()
  .max(TEXT_MAX_LENGTH, { error: TEXT_TOO_LONG_MESSAGE })
  .nullish()
  .transform((value) => value ?? '');
const optionalPhone = optional.refine((value) => value === '' || PHONE_PATTERN.test(value), {
  error: PHONE_INVALID_MESSAGE,
});
const flag = z
  .literal([0, 1], { error: 'Must be 0 or 1' })
  .nullish()
  .transform((value) => value ?? 0);

/**
 * A company address: names, street (addressLine1), city, country, its code and zip required; a
 * default shipping (billing) address must be marked for shipping (billing).
 */
export const companyAddressSchema = z
  .object({
    label: optional,
    firstName: required,
    lastName: required,
    company: optional,
    addressLine1: required,
    addressLine2: optional,
    city: required,
    state: optional,
    stateCode: optional,
    zipCode: required,
    country: required,
    countryCode: plainText(COUNTRY_CODE_INVALID_MESSAGE)
      .trim()
      .toUpperCase()
      .refine(isCountryCode, { error: COUNTRY_CODE_INVALID_MESSAGE }),
    phoneNumber: optionalPhone,
    isShipping: flag,
    isBilling: flag,
    isDefaultShipping: flag,
    isDefaultBilling: flag,
  })
  .refine((a) => a.isDefaultShipping === 0 || a.isShipping === 1, {
    error: DEFAULT_SHIPPING_NOT_SHIPPING_MESSAGE,
    path: ['isDefaultShipping'],
  })
  .refine((a) => a.isDefaultBilling === 0 || a.isBilling === 1, {
    error: DEFAULT_BILLING_NOT_BILLING_MESSAGE,
    path: ['isDefaultBilling'],
  });

export type CompanyAddressInput = z.input<typeof companyAddressSchema>;
export type CompanyAddress = z.output<typeof companyAddressSchema>;
