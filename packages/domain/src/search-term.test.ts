import { describe, expect, it } from 'vitest';
import { checkSearchTerm } from './search-term';

describe('checkSearchTerm (behaviour.md#search-bar: non-blank, at most 512, trimmed)', () => {
  it.each([
    ['chair', { ok: true, term: 'chair' }],
    ['  oak desk ', { ok: true, term: 'oak desk' }],
    ['x'.repeat(512), { ok: true, term: 'x'.repeat(512) }],
    [` ${'x'.repeat(512)} `, { ok: true, term: 'x'.repeat(512) }],
    ['x'.repeat(513), { ok: false, message: 'Search term must be at most 512 characters' }],
    ['', { ok: false, message: 'Please enter a search term' }],
    ['   ', { ok: false, message: 'Please enter a search term' }],
    [undefined, { ok: false, message: 'Please enter a search term' }],
    [42, { ok: false, message: 'Please enter a search term' }],
  ])('%j', (value, expected) => {
    expect(checkSearchTerm(value)).toEqual(expected);
  });
});
