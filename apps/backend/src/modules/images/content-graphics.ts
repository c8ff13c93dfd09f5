import { BRANDS } from '../../seed/catalogue-data';
import { slugify } from '../../seed/generate-catalogue';
import { colourFromText, shade } from './colour';
import { escapeXml } from './svg';

// The icons and brand marks the seeded content shows (`/images/icons/{name}.svg`,
// `/images/brands/{slug}.svg`): line icons on a 24-unit grid and wordmarks, drawn in code.

const ICON_PATHS: Readonly<Record<string, string>> = {
  shield: '<path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z"/><path d="M9 12l2 2 4-4"/>',
  leaf: '<path d="M5 19c0-8 5-13 14-14 0 9-5 14-13 14z"/><path d="M5 19l8-8"/>',
  handshake:
    '<path d="M3 12l4-4 4 2 3-2 7 4"/><path d="M7 8l-4 4 6 6 2-2"/><path d="M21 12l-5 5-2-2"/><path d="M11 16l2 2"/>',
  support:
    '<circle cx="12" cy="12" r="8"/><circle cx="12" cy="12" r="3"/><path d="M6.3 6.3l3.6 3.6M14.1 14.1l3.6 3.6M17.7 6.3l-3.6 3.6M9.9 14.1l-3.6 3.6"/>',
  quality:
    '<circle cx="12" cy="9" r="5"/><path d="M9 13.5L7.5 21l4.5-2.5 4.5 2.5-1.5-7.5"/><path d="M10 9l1.5 1.5L14 8"/>',
  pricing:
    '<path d="M3 12V4h8l10 10-8 8z"/><circle cx="7.5" cy="8.5" r="1.5"/><path d="M10 15l4-4"/>',
  pin: '<path d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11z"/><circle cx="12" cy="10" r="2.5"/>',
  phone:
    '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2C10 21 3 14 3 6a2 2 0 012-2z"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>',
  factory:
    '<path d="M3 21V10l6 4V10l6 4V5h4v16z"/><path d="M7 17h2M11 17h2M15 17h2"/><path d="M3 21h18"/>',
  container:
    '<rect x="2" y="7" width="20" height="11" rx="1"/><path d="M6 9v7M10 9v7M14 9v7M18 9v7"/><path d="M2 18l2 2h16l2-2"/>',
};

/** The SVG of `/images/icons/{name}.svg`, or null for an unknown icon. */
export function contentIcon(name: string): string | null {
  const paths = Object.hasOwn(ICON_PATHS, name) ? ICON_PATHS[name] : undefined;
  if (!paths) return null;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48" fill="none"',
    ' stroke="#1F2A30" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"',
    ` role="img" aria-label="${escapeXml(name)}"><title>${escapeXml(name)}</title>${paths}</svg>`,
  ].join('');
}

// The partner brands the home page shows, beside the catalogue's own factories.
const CONTENT_BRANDS = ['Nordvik', 'Oakridge', 'Meridian', 'Hollis', 'Casa Lume', 'Sable & Stone'];

const BRAND_NAMES: ReadonlyMap<string, string> = new Map(
  [...CONTENT_BRANDS, ...BRANDS.map((b) => b.name)].map((name) => [slugify(name), name]),
);

/** The wordmark of `/images/brands/{slug}.svg`, or null for an unknown brand. */
export function brandLogo(slug: string): string | null {
  const name = BRAND_NAMES.get(slug);
  if (!name) return null;
  const colour = shade(colourFromText(name), 0.7);
  const initial = escapeXml(name.charAt(0));
  const label = escapeXml(name);
  // Width grows with the name so the wordmark is never squeezed.
  const width = 96 + name.length * 19;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 80" width="${width}" height="80" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<circle cx="40" cy="40" r="26" fill="none" stroke="${colour}" stroke-width="4"/>`,
    `<text x="40" y="50" text-anchor="middle" font-family="Georgia, serif" font-size="30" fill="${colour}">${initial}</text>`,
    `<text x="80" y="50" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="600" letter-spacing="1" fill="${colour}">${label}</text>`,
    '</svg>',
  ].join('');
}
