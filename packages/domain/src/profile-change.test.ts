import { describe, expect, it } from 'vitest';
import { changesEmail, needsCurrentPassword } from './profile-change';

describe('needsCurrentPassword', () => {
  it('asks for it for a new e-mail or a new password only', () => {
    expect(needsCurrentPassword('a@example.com', { email: 'b@example.com' })).toBe(true);
    expect(needsCurrentPassword('a@example.com', { password: 'new-password-1' })).toBe(true);
    expect(needsCurrentPassword('a@example.com', { email: ' A@Example.com ' })).toBe(false);
    expect(needsCurrentPassword('a@example.com', { password: '' })).toBe(false);
    expect(needsCurrentPassword('a@example.com', {})).toBe(false);
  });

  it('compares e-mails without case or surrounding spaces', () => {
    expect(changesEmail('Buyer@Example.com', 'buyer@example.com ')).toBe(false);
    expect(changesEmail('buyer@example.com', undefined)).toBe(false);
    expect(changesEmail('buyer@example.com', 'buyer2@example.com')).toBe(true);
  });
});
