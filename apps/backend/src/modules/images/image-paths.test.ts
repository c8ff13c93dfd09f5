import { describe, expect, it } from 'vitest';
import { parseProductId, parseSlot, parseSwatch } from './image-paths';

describe('picture paths', () => {
  it('reads the slots the seed writes', () => {
    expect(parseSlot('hero.svg')).toEqual({ kind: 'hero' });
    expect(parseSlot('iso-dimensions.svg')).toEqual({ kind: 'iso-dimensions' });
    expect(parseSlot('client-drawing.svg')).toEqual({ kind: 'client-drawing' });
    expect(parseSlot('lifestyle-10.svg')).toEqual({ kind: 'lifestyle', n: 10 });
    expect(parseSlot('detail-3.svg')).toEqual({ kind: 'detail', n: 3 });
    expect(parseSlot('compartment-1.svg')).toEqual({ kind: 'compartment', n: 1 });
    expect(parseSlot('variant-0.svg')).toEqual({ kind: 'variant', n: 0 });
  });

  it('refuses anything else', () => {
    for (const file of [
      'hero.png',
      'hero',
      'hero-1.svg',
      'lifestyle.svg',
      'lifestyle-0.svg',
      'lifestyle-11.svg',
      'detail-4.svg',
      'variant-01.svg',
      '../hero.svg',
      'HERO.svg',
      'movie.mp4',
    ]) {
      expect(parseSlot(file)).toBeNull();
    }
    expect(parseProductId('101')).toBe(101);
    for (const id of ['0', '0101', '-1', '1e3', '1234567890', ''])
      expect(parseProductId(id)).toBeNull();
    expect(parseSwatch('boucle-cream.svg')).toBe('boucle-cream');
    for (const file of ['../x.svg', 'a--b.svg', 'Boucle.svg', 'x.png'])
      expect(parseSwatch(file)).toBeNull();
  });
});
