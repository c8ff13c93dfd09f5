import { describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_FULL_MESSAGE, ADDRESS_BOOK_MAX, addressBookHasRoom } from './address-book';

describe('the address book bound', () => {
  it('takes addresses up to the maximum, not one more', () => {
    expect(addressBookHasRoom(0)).toBe(true);
    expect(addressBookHasRoom(ADDRESS_BOOK_MAX - 1)).toBe(true);
    expect(addressBookHasRoom(ADDRESS_BOOK_MAX)).toBe(false);
    expect(addressBookHasRoom(ADDRESS_BOOK_MAX - 2, 2)).toBe(true);
    expect(addressBookHasRoom(ADDRESS_BOOK_MAX - 2, 3)).toBe(false);
  });

  it('says the bound when it is full', () => {
    expect(ADDRESS_BOOK_FULL_MESSAGE).toContain(String(ADDRESS_BOOK_MAX));
  });
});
