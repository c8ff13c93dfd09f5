import { describe, expect, it } from 'vitest';
import {
  WISHLIST_MAX_ITEMS,
  addToWishlist,
  isInWishlist,
  mergeWishlists,
  removeFromWishlist,
  wishlistAdditions,
} from './wishlist';

const item = (productId: number, name = `P${String(productId)}`) => ({ productId, name });

describe('mergeWishlists (login)', () => {
  it('keeps the customer’s items first, then the guest items it lacks, each in its order', () => {
    const merged = mergeWishlists([item(3), item(1)], [item(5), item(1), item(2)]);
    expect(merged.map((entry) => entry.productId)).toEqual([3, 1, 5, 2]);
  });

  it('keeps the customer’s copy of a product both lists hold', () => {
    const merged = mergeWishlists([item(1, 'saved')], [item(1, 'guest')]);
    expect(merged).toEqual([{ productId: 1, name: 'saved' }]);
  });

  it('drops duplicates inside either list', () => {
    const merged = mergeWishlists([item(1), item(1)], [item(2), item(2), item(1)]);
    expect(merged.map((entry) => entry.productId)).toEqual([1, 2]);
  });

  it('handles empty lists on either side', () => {
    expect(mergeWishlists([], [])).toEqual([]);
    expect(mergeWishlists([item(1)], []).map((entry) => entry.productId)).toEqual([1]);
    expect(mergeWishlists([], [item(2)]).map((entry) => entry.productId)).toEqual([2]);
  });

  it('caps the result, keeping the customer’s saved items first', () => {
    const merged = mergeWishlists([item(1), item(2)], [item(3), item(4)], 3);
    expect(merged.map((entry) => entry.productId)).toEqual([1, 2, 3]);
    expect(mergeWishlists([item(1)], [item(2)], -1)).toEqual([]);
    const many = Array.from({ length: WISHLIST_MAX_ITEMS + 5 }, (_, index) => item(index + 1));
    expect(mergeWishlists(many, [item(10_000)])).toHaveLength(WISHLIST_MAX_ITEMS);
  });
});

describe('wishlistAdditions', () => {
  it('lists what the merge added to the customer’s saved list, in order', () => {
    const customer = [item(3)];
    const merged = mergeWishlists(customer, [item(5), item(3), item(2)]);
    expect(wishlistAdditions(customer, merged).map((entry) => entry.productId)).toEqual([5, 2]);
    expect(wishlistAdditions(customer, customer)).toEqual([]);
  });
});

describe('adding and removing', () => {
  it('adds a product once, at the end', () => {
    const once = addToWishlist([item(1)], item(2));
    expect(once.map((entry) => entry.productId)).toEqual([1, 2]);
    expect(addToWishlist(once, item(1)).map((entry) => entry.productId)).toEqual([1, 2]);
  });

  it('does not add to a full list', () => {
    expect(addToWishlist([item(1)], item(2), 1).map((entry) => entry.productId)).toEqual([1]);
  });

  it('removes a product and leaves the list alone when it is absent', () => {
    expect(removeFromWishlist([item(1), item(2)], 1).map((entry) => entry.productId)).toEqual([2]);
    expect(removeFromWishlist([item(1)], 9)).toEqual([item(1)]);
  });

  it('tells whether a product is on the list', () => {
    expect(isInWishlist([item(1)], 1)).toBe(true);
    expect(isInWishlist([item(1)], 2)).toBe(false);
  });
});
