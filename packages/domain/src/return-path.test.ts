import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/shop-all/', '/shop-all/'],
    ['/product/oak-desk?variant=2#reviews', '/product/oak-desk?variant=2#reviews'],
    ['/cart', '/cart'],
    ['/a/../b', '/b'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ])('keeps the path %j of this site', (value, expected) => {
    expect(safeReturnPath(value, '/fallback')).toBe(expected);
  });

  it.each([
    '/\\evil.com',
    '/\\/evil.com',
    '//evil.com',
    '///evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '\\\\evil.com',
    '/a/../..//evil.com',
    '/.//evil.com',
    // Not a URL at all (a host that cannot be parsed).
    '//[',
    'https://evil.com/',
    'javascript:alert(1)',
    ' /cart',
    'cart',
    '',
    '/'.padEnd(3000, 'a'),
    null,
    undefined,
    42,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value, '/fallback')).toBe('/fallback');
  });

  it('never returns a value a browser resolves to another origin', () => {
    const base = 'https://shop.example.com/account/page';
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            '/',
            '\\',
            '.',
            '..',
            'a',
            '\t',
            '\n',
            '%2F',
            ':',
            '@',
            '?',
            '#',
            'evil.com',
          ),
          {
            maxLength: 12,
          },
        ),
        (parts) => {
          const result = safeReturnPath(parts.join(''), '/fallback');
          const resolved = new URL(result, base);
          expect(resolved.origin).toBe('https://shop.example.com');
          expect(result.startsWith('/')).toBe(true);
          expect(result.startsWith('//')).toBe(false);
          expect(result.startsWith('/\\')).toBe(false);
        },
      ),
    );
  });
});
