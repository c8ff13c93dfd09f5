import { describe, expect, it } from 'vitest';
import { currentSection } from './account-nav';

const myAccount = { label: 'My account', href: '/account', also: /^\/account\/orders(\/|$)/ };
const edit = { label: 'Edit profile', href: '/account/edit' };

describe('currentSection', () => {
  it('is the page on the section itself, trailing slash or not', () => {
    expect(currentSection(myAccount, '/account')).toBe('page');
    expect(currentSection(myAccount, '/account/')).toBe('page');
    expect(currentSection(edit, '/account/edit/')).toBe('page');
  });

  it('marks My account on an order of it, without calling it the page', () => {
    expect(currentSection(myAccount, '/account/orders/123')).toBe('true');
    expect(currentSection(edit, '/account/orders/123')).toBeNull();
  });

  it('is nothing on another section', () => {
    expect(currentSection(myAccount, '/account/edit')).toBeNull();
    expect(currentSection(myAccount, '/account/ordersx')).toBeNull();
    expect(currentSection(edit, '/account')).toBeNull();
  });

  it('keeps Company users current on the company’s addresses', () => {
    const company = {
      label: 'Company users',
      href: '/account/company',
      also: /^\/account\/company\//,
    };
    expect(currentSection(company, '/account/company/addresses')).toBe('true');
    expect(currentSection(company, '/account/companyx')).toBeNull();
  });
});
