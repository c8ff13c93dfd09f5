import { describe, expect, it } from 'vitest';
import { addressSchema, orderAddressSchema, passwordSchema, registrationSchema } from './forms';

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

const validRegistration = {
  email: 'buyer@example.com',
  first_name: 'Ana',
  last_name: 'Reyes',
  company: 'Reyes Interiors',
  phone: '09171234567',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

describe('passwordSchema', () => {
  it.each([
    ['12345678', []],
    [' spaced ', []],
    ['x'.repeat(128), []],
    ['', [['', 'This field is required']]],
    ['1234567', [['', 'Password must be at least 8 characters']]],
    ['x'.repeat(129), [['', 'Password must be at most 128 characters']]],
    [undefined, [['', 'This field is required']]],
  ])('%j', (value, expected) => {
    expect(issues(passwordSchema.safeParse(value))).toEqual(expected);
  });

  it('keeps spaces, which are part of a password', () => {
    expect(passwordSchema.parse(' spaced ')).toBe(' spaced ');
  });
});

describe('registrationSchema', () => {
  it('accepts a complete application and trims text', () => {
    expect(registrationSchema.parse({ ...validRegistration, first_name: ' Ana ' })).toEqual(
      validRegistration,
    );
  });

  it('accepts an application without confirmPassword', () => {
    const { confirmPassword: _omit, ...withoutConfirm } = validRegistration;
    expect(registrationSchema.safeParse(withoutConfirm).success).toBe(true);
  });

  it('reports every missing field with its message', () => {
    expect(issues(registrationSchema.safeParse({}))).toEqual([
      ['email', 'This field is required'],
      ['first_name', 'This field is required'],
      ['last_name', 'This field is required'],
      ['company', 'This field is required'],
      ['phone', 'Please enter a valid phone number: 0 or +63 followed by 10 digits'],
      ['password', 'This field is required'],
    ]);
  });

  it('reports a password mismatch on confirmPassword', () => {
    expect(
      issues(registrationSchema.safeParse({ ...validRegistration, confirmPassword: 'other' })),
    ).toEqual([['confirmPassword', 'Passwords do not match']]);
  });

  it('reports a mismatch even while another field is wrong', () => {
    expect(
      issues(
        registrationSchema.safeParse({
          ...validRegistration,
          email: 'x',
          confirmPassword: 'other',
        }),
      ),
    ).toEqual([
      ['email', 'Please enter a valid email address'],
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });

  it.each([
    ['first_name', 'x'.repeat(256), 'Must be at most 255 characters'],
    ['email', 'nope', 'Please enter a valid email address'],
    ['phone', '123', 'Please enter a valid phone number: 0 or +63 followed by 10 digits'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['confirmPassword', 42, 'Passwords do not match'],
  ])('reports a bad %s', (field, value, message) => {
    const form = { ...validRegistration, [field]: value };
    if (field === 'password') form.confirmPassword = 'short';
    expect(issues(registrationSchema.safeParse(form))).toEqual([[field, message]]);
  });

  it('refuses a non-object with a clear message', () => {
    expect(issues(registrationSchema.safeParse(null))).toEqual([
      ['', 'The registration form must be an object'],
    ]);
  });
});

describe('addressSchema', () => {
  const address = { street_1: '1 Ayala Ave', city: 'Makati', country: 'Philippines', zip: '1226' };

  it('fills the optional fields with empty text', () => {
    expect(addressSchema.parse(address)).toEqual({
      ...address,
      street_2: '',
      state: '',
      phone: '',
      company: '',
    });
  });

  it('keeps and trims every field that is given', () => {
    const full = {
      ...address,
      street_2: ' Unit 5 ',
      state: 'Metro Manila',
      phone: '+639171234567',
      company: 'Acme',
    };
    expect(addressSchema.parse(full)).toEqual({ ...full, street_2: 'Unit 5' });
  });

  it.each([
    ['street_2', null, ''],
    ['phone', null, ''],
    ['phone', '  ', ''],
    ['company', undefined, ''],
  ])('reads %s %j as %j', (field, value, expected) => {
    expect(addressSchema.parse({ ...address, [field]: value })[field as keyof typeof address]).toBe(
      expected,
    );
  });

  it('reports every missing required field', () => {
    expect(issues(addressSchema.safeParse({}))).toEqual([
      ['street_1', 'This field is required'],
      ['city', 'This field is required'],
      ['country', 'This field is required'],
      ['zip', 'This field is required'],
    ]);
  });

  it.each([
    ['phone', '12345', 'Please enter a valid phone number: 0 or +63 followed by 10 digits'],
    ['phone', 12345, 'Please enter a valid phone number: 0 or +63 followed by 10 digits'],
    ['street_2', 'x'.repeat(256), 'Must be at most 255 characters'],
    ['company', 7, 'Must be text'],
    ['city', 'x'.repeat(256), 'Must be at most 255 characters'],
  ])('reports a bad %s', (field, value, message) => {
    expect(issues(addressSchema.safeParse({ ...address, [field]: value }))).toEqual([
      [field, message],
    ]);
  });

  it('refuses a non-object with a clear message', () => {
    expect(issues(addressSchema.safeParse('1 Ayala Ave'))).toEqual([
      ['', 'The address must be an object'],
    ]);
  });
});

describe('orderAddressSchema', () => {
  const address = {
    street_1: '1 Dock Road',
    city: 'Leeds',
    country: 'United Kingdom',
    zip: 'LS1 1AA',
  };

  it('is an address with the names an order needs', () => {
    expect(
      orderAddressSchema.parse({ ...address, first_name: ' Ada ', last_name: 'Byron' }),
    ).toMatchObject({ first_name: 'Ada', last_name: 'Byron', street_2: '' });
  });

  it('refuses an order address without a name, naming the field', () => {
    const result = orderAddressSchema.safeParse({ ...address, first_name: '', last_name: 'B' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['first_name']);
  });
});
