import { describe, expect, it } from 'vitest';
import {
  loginSchema,
  newPasswordSchema,
  passwordChangeSchema,
  passwordForgotSchema,
  profileSchema,
} from './account-forms';

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

const profile = {
  email: ' buyer@example.com ',
  first_name: 'Ana',
  last_name: 'Reyes',
  company: 'Reyes Interiors',
  phone: '09171234567',
};

describe('loginSchema', () => {
  it('needs an e-mail and a password', () => {
    expect(issues(loginSchema.safeParse({ email: '', password: '' }))).toEqual([
      ['email', 'This field is required'],
      ['password', 'This field is required'],
    ]);
    expect(issues(loginSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual([
      ['email', 'Please enter a valid email address'],
    ]);
  });

  it('accepts any non-empty password (length rules are for new passwords)', () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });
});

describe('profileSchema', () => {
  it('accepts the profile without a password and trims it', () => {
    expect(profileSchema.parse(profile)).toEqual({
      ...profile,
      email: 'buyer@example.com',
      password: '',
      confirmPassword: '',
      currentPassword: '',
    });
  });

  it('checks names, company and phone like the registration', () => {
    expect(
      issues(profileSchema.safeParse({ ...profile, first_name: ' ', phone: '0917 123 4567' })),
    ).toEqual([
      ['first_name', 'This field is required'],
      ['phone', 'Please enter a valid phone number: 0 or +63 followed by 10 digits'],
    ]);
  });

  it('checks a new password only when one is typed', () => {
    expect(issues(profileSchema.safeParse({ ...profile, password: 'short' }))).toEqual([
      ['password', 'Password must be at least 8 characters'],
      ['confirmPassword', 'Passwords do not match'],
      ['currentPassword', 'This field is required'],
    ]);
    expect(
      profileSchema.safeParse({
        ...profile,
        password: 'new-password-1',
        confirmPassword: 'new-password-1',
        currentPassword: 'old',
      }).success,
    ).toBe(true);
  });
});

describe('newPasswordSchema', () => {
  it('needs a valid password and a matching confirmation', () => {
    expect(issues(newPasswordSchema.safeParse({ password: '', confirmPassword: '' }))).toEqual([
      ['password', 'This field is required'],
    ]);
    expect(
      issues(newPasswordSchema.safeParse({ password: 'long-enough', confirmPassword: 'other' })),
    ).toEqual([['confirmPassword', 'Passwords do not match']]);
    expect(
      newPasswordSchema.safeParse({ password: 'long-enough', confirmPassword: 'long-enough' })
        .success,
    ).toBe(true);
  });
});

describe('passwordChangeSchema', () => {
  it('needs the current password, a valid new one and its confirmation', () => {
    expect(
      issues(
        passwordChangeSchema.safeParse({
          currentPassword: '',
          password: 'short',
          confirmPassword: 'other',
        }),
      ),
    ).toEqual([
      ['currentPassword', 'This field is required'],
      ['password', 'Password must be at least 8 characters'],
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });
});

describe('passwordForgotSchema', () => {
  it('needs a valid e-mail', () => {
    expect(issues(passwordForgotSchema.safeParse({ email: 'x' }))).toEqual([
      ['email', 'Please enter a valid email address'],
    ]);
  });
});
