import { describe, expect, it } from 'vitest';
import { PHONE_INVALID_MESSAGE } from '../validation-messages';
import {
  COUNTRY_CODE_INVALID_MESSAGE,
  DEFAULT_BILLING_NOT_BILLING_MESSAGE,
  DEFAULT_SHIPPING_NOT_SHIPPING_MESSAGE,
  companyAddressSchema,
  isCountryCode,
} from './addresses';

const address = {
  firstName: 'Alex',
  lastName: 'Buyer',
  addressLine1: '1 George St',
  city: 'Sydney',
  zipCode: '2000',
  country: 'Australia',
  countryCode: 'AU',
};

const issues = (value: unknown) => {
  const result = companyAddressSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('isCountryCode', () => {
  it('knows ISO 3166-1 alpha-2 codes and nothing else', () => {
    expect(isCountryCode('AU')).toBe(true);
    expect(isCountryCode('PH')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('AUS')).toBe(false);
    expect(isCountryCode('au')).toBe(false);
  });
});

describe('companyAddressSchema', () => {
  it('fills the optional fields and flags, upper-cases the country code', () => {
    expect(
      companyAddressSchema.parse({ ...address, countryCode: ' au ', phoneNumber: null }),
    ).toEqual({
      ...address,
      label: '',
      company: '',
      addressLine2: '',
      state: '',
      stateCode: '',
      phoneNumber: '',
      isShipping: 0,
      isBilling: 0,
      isDefaultShipping: 0,
      isDefaultBilling: 0,
    });
  });

  it('names the field of an empty street, a bad country code, phone or flag', () => {
    expect(
      issues({
        ...address,
        addressLine1: '  ',
        countryCode: 'XX',
        phoneNumber: '123',
        isShipping: 2,
      }),
    ).toEqual({
      addressLine1: 'This field is required',
      countryCode: COUNTRY_CODE_INVALID_MESSAGE,
      phoneNumber: PHONE_INVALID_MESSAGE,
      isShipping: 'Must be 0 or 1',
    });
  });

  it('takes a valid phone number', () => {
    expect(companyAddressSchema.parse({ ...address, phoneNumber: '09171234567' }).phoneNumber).toBe(
      '09171234567',
    );
  });

  it('refuses a default that is not of its kind', () => {
    expect(issues({ ...address, isDefaultShipping: 1, isDefaultBilling: 1 })).toEqual({
      isDefaultShipping: DEFAULT_SHIPPING_NOT_SHIPPING_MESSAGE,
      isDefaultBilling: DEFAULT_BILLING_NOT_BILLING_MESSAGE,
    });
    expect(
      issues({
        ...address,
        isShipping: 1,
        isBilling: 1,
        isDefaultShipping: 1,
        isDefaultBilling: 1,
      }),
    ).toEqual({});
  });
});
