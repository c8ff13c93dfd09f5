/** Colours of the generated pictures: variant colours, material palettes and shading. */

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const n = parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Lighter (factor > 1, towards white) or darker (factor < 1) shade of a colour. */
export function shade(hex: string, factor: number): string {
  const rgb = parseHex(hex) ?? [128, 128, 128];
  if (factor >= 1) {
    const t = Math.min(1, factor - 1);
    return toHex(rgb.map((v) => v + (255 - v) * t) as Rgb);
  }
  return toHex(rgb.map((v) => v * factor) as Rgb);
}

/** A small stable hash (FNV-1a), so the same text always picks the same variation. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A pleasant colour for a label nobody gave a colour to. */
export function colourFromText(text: string): string {
  const h = hash(text);
  const hue = h % 360;
  const sat = 25 + ((h >> 9) % 30);
  const light = 35 + ((h >> 17) % 30);
  return hslToHex(hue, sat, light);
}

function hslToHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return toHex([f(0), f(8), f(4)]);
}

export type Weave = 'boucle' | 'linen' | 'velvet' | 'leather' | 'wool' | 'performance' | 'plain';

export interface MaterialLook {
  base: string;
  weave: Weave;
}

/** The upholstery materials of the demo catalogue, by their swatch slug. */
const MATERIALS: Record<string, MaterialLook> = {
  'boucle-cream': { base: '#E9E1CF', weave: 'boucle' },
  'linen-stone': { base: '#B8AD99', weave: 'linen' },
  'velvet-forest': { base: '#2F5A45', weave: 'velvet' },
  'leather-tan': { base: '#A8693A', weave: 'leather' },
  'wool-grey': { base: '#8C8C8A', weave: 'wool' },
  'performance-ink': { base: '#2A3346', weave: 'performance' },
};

/** The look of a material swatch slug; unknown slugs get a stable colour and a weave from their words. */
export function materialLook(slug: string): MaterialLook {
  const known = MATERIALS[slug];
  if (known) return known;
  const weaves: Weave[] = ['boucle', 'linen', 'velvet', 'leather', 'wool', 'performance'];
  const weave = weaves.find((w) => slug.includes(w)) ?? 'plain';
  return { base: colourFromText(slug), weave };
}

export const TIMBER = '#9A6B43';
