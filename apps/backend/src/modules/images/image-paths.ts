import type { Slot } from './product-drawings';

/** How many of each numbered picture a product can have (the image metafield keys of behaviour.md#product-metafields). */
const NUMBERED: Record<string, number> = { lifestyle: 10, detail: 3, compartment: 3, variant: 50 };
const SINGLE = new Set([
  'hero',
  'front',
  'side',
  'back',
  'iso-dimensions',
  'client-drawing',
  'evaluation-drawing',
  'isometric-drawing',
]);

/** The slot of a product picture file name (`hero.svg`, `lifestyle-3.svg`, `variant-0.svg`), or null. */
export function parseSlot(file: string): Slot | null {
  const match = /^([a-z-]+?)(?:-(\d{1,2}))?\.svg$/.exec(file);
  if (!match?.[1]) return null;
  const [, name, number] = match;
  if (number === undefined) {
    return SINGLE.has(name) ? ({ kind: name } as Slot) : null;
  }
  const max = NUMBERED[name];
  const n = Number(number);
  if (max === undefined) return null;
  // Variants count from 0 (variant-0 is the first), the other pictures from 1.
  const min = name === 'variant' ? 0 : 1;
  if (n < min || n > max || String(n) !== number) return null;
  return { kind: name as 'lifestyle' | 'detail' | 'compartment' | 'variant', n };
}

/** The product id in `/images/products/{id}/…`: a positive integer without leading zeros. */
export function parseProductId(segment: string): number | null {
  if (!/^[1-9]\d{0,8}$/.test(segment)) return null;
  return Number(segment);
}

/** A swatch file name `{slug}.svg`. */
export function parseSwatch(file: string): string | null {
  return /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(file)?.[1] ?? null;
}
