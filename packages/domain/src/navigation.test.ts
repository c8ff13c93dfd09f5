import { describe, expect, it } from 'vitest';
import { collectionsDropdown, contentVersion, footerCategories, visibleLinks } from './navigation';

describe('collectionsDropdown (behaviour.md#chrome)', () => {
  const child = (name: string, productCount?: number | null) => ({
    name,
    path: `/collections/${name}/`,
    productCount,
  });

  it('sorts by productCount descending and keeps at most 8', () => {
    const children = [
      child('a', 1),
      child('b', 9),
      child('c', 5),
      child('d', 7),
      child('e', 2),
      child('f', 8),
      child('g', 3),
      child('h', 6),
      child('i', 4),
      child('j', 0),
    ];
    expect(collectionsDropdown(children).map((c) => c.name)).toEqual([
      'b',
      'f',
      'd',
      'h',
      'c',
      'i',
      'g',
      'e',
    ]);
  });

  it('counts a missing productCount as 0 and keeps ties in order', () => {
    expect(
      collectionsDropdown([child('x'), child('y', 2), child('z', null), child('w', 2)]).map(
        (c) => c.name,
      ),
    ).toEqual(['y', 'w', 'x', 'z']);
  });

  it('takes another maximum and handles no children', () => {
    expect(collectionsDropdown([child('a', 1), child('b', 2)], 1).map((c) => c.name)).toEqual([
      'b',
    ]);
    expect(collectionsDropdown([child('a', 1)], -1)).toEqual([]);
    expect(collectionsDropdown(null)).toEqual([]);
    expect(collectionsDropdown(undefined)).toEqual([]);
  });

  it('does not reorder its input', () => {
    const children = [child('a', 1), child('b', 2)];
    collectionsDropdown(children);
    expect(children.map((c) => c.name)).toEqual(['a', 'b']);
  });
});

describe('footerCategories (behaviour.md#chrome)', () => {
  it('drops collections and puts shop-all first', () => {
    const categories = [
      { name: 'Chairs', path: '/chairs/' },
      { name: 'Collections', path: '/collections/' },
      { name: 'Tables', path: '/tables/' },
      { name: 'Shop All', path: '/shop-all/' },
    ];
    expect(footerCategories(categories).map((c) => c.name)).toEqual([
      'Shop All',
      'Chairs',
      'Tables',
    ]);
  });

  it('recognises categories by name when they have no path', () => {
    const categories = [{ name: 'Beds' }, { name: ' collections ' }, { name: 'Shop  all' }];
    expect(footerCategories(categories).map((c) => c.name)).toEqual(['Shop  all', 'Beds']);
  });

  it('handles no categories', () => {
    expect(footerCategories(null)).toEqual([]);
    expect(footerCategories([])).toEqual([]);
  });
});

describe('visibleLinks (behaviour.md#chrome, #roles: required_auth)', () => {
  const links = [
    { name: 'Shop', required_auth: false },
    { name: 'Orders', required_auth: true },
    { name: 'About' },
    { name: 'Help', required_auth: null },
  ];

  it('hides links marked required_auth from guests', () => {
    expect(visibleLinks(links, false).map((l) => l.name)).toEqual(['Shop', 'About', 'Help']);
  });

  it('shows every link to logged-in customers', () => {
    expect(visibleLinks(links, true).map((l) => l.name)).toEqual([
      'Shop',
      'Orders',
      'About',
      'Help',
    ]);
  });

  it('handles no links', () => {
    expect(visibleLinks(undefined, true)).toEqual([]);
  });
});

describe('contentVersion (behaviour.md#product)', () => {
  it.each([
    [true, 'draft'],
    [false, 'published'],
    [null, 'published'],
    [undefined, 'published'],
  ])('staging %j → %s', (staging, expected) => {
    expect(contentVersion(staging)).toBe(expected);
  });
});
