import { describe, expect, it } from 'vitest';
import { profileUpdateBody } from './customers';

describe('profileUpdateBody (behaviour.md#validation)', () => {
  it('sends the password inside _authentication when one is given', () => {
    expect(profileUpdateBody({ first_name: 'Ana', password: 'n3w-Secret!' })).toEqual({
      first_name: 'Ana',
      _authentication: { password: 'n3w-Secret!' },
    });
  });

  it('leaves _authentication out when the password is empty or absent', () => {
    expect(profileUpdateBody({ first_name: 'Ana', password: '' })).toEqual({ first_name: 'Ana' });
    expect(profileUpdateBody({ email: 'a@example.com' })).toEqual({ email: 'a@example.com' });
  });
});

describe('profileUpdateBody with the current password', () => {
  it('sends current_password beside the new one when given', () => {
    expect(profileUpdateBody({ password: 'n3w-Secret!', currentPassword: 'old-Secret1' })).toEqual({
      _authentication: { password: 'n3w-Secret!', current_password: 'old-Secret1' },
    });
  });

  it('sends it alone for a new e-mail, which needs it too (behaviour.md#security)', () => {
    expect(profileUpdateBody({ email: 'new@example.com', currentPassword: 'old-Secret1' })).toEqual(
      { email: 'new@example.com', _authentication: { current_password: 'old-Secret1' } },
    );
    expect(profileUpdateBody({ email: 'same@example.com', currentPassword: '' })).toEqual({
      email: 'same@example.com',
    });
  });
});
