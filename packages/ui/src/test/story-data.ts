// Sample data shared by the stories: a furniture wholesaler's catalogue and cart.
import type { GalleryItem } from '@shop/domain';
import type { CartLineItem } from '../cart/CartLine';
import type { QuickViewProduct } from '../quick-view/QuickView';

/** A small inline SVG "photo", so stories load no remote images. */
export function swatch(colour: string, label = ''): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${colour}"/><text x="200" y="210" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const cartLines: CartLineItem[] = [
  {
    id: 'line-1',
    name: 'Harbour oak dining table 1800 (Container)',
    sku: 'HBR-DT-1800-OAK',
    quantity: 4,
    listPrice: 689,
    imageUrl: swatch('#a8642a', 'Table'),
  },
  {
    id: 'line-2',
    name: 'Harbour dining chair, natural oak (Container)',
    sku: 'HBR-DC-OAK',
    quantity: 16,
    listPrice: 129.5,
    imageUrl: swatch('#5a5549', 'Chair'),
  },
  {
    id: 'line-3',
    name: 'Nordic Living three-seat sofa in performance bouclé with solid ash legs and reversible cushions (Container)',
    sku: 'NL-SOFA-3S-BOUCLE-IVORY-ASH',
    quantity: 2,
    listPrice: 1450,
    imageUrl: null,
  },
];

export const ordinaryLines: CartLineItem[] = [
  {
    id: 'line-9',
    name: 'Sample swatch pack',
    sku: 'SWATCH-PACK',
    quantity: 1,
    listPrice: 25,
    imageUrl: swatch('#2f6b4f', 'Swatch'),
  },
];

export const quickViewProduct: QuickViewProduct = {
  name: 'Harbour dining chair',
  images: [swatch('#5a5549', 'Front'), swatch('#767063', 'Side'), swatch('#433f36', 'Back')],
  variants: [
    {
      id: 'oak',
      label: 'Natural oak',
      sku: 'HBR-DC-OAK',
      listPrice: 129.5,
      swatchUrl: swatch('#c9a46a'),
    },
    {
      id: 'walnut',
      label: 'Walnut',
      sku: 'HBR-DC-WAL',
      listPrice: 149,
      swatchUrl: swatch('#6b4226'),
    },
    { id: 'black', label: 'Black', sku: 'HBR-DC-BLK', listPrice: null, colour: '#1a1915' },
    { id: 'white', label: 'White', sku: 'HBR-DC-WHT', listPrice: 139, colour: '#f8f7f4' },
  ],
};

export const galleryItems: GalleryItem[] = [
  ...[
    '#a8642a',
    '#5a5549',
    '#2f6b4f',
    '#767063',
    '#433f36',
    '#8a5020',
    '#245a41',
    '#1b4733',
    '#c9a46a',
    '#6b4226',
  ].map((colour, i): GalleryItem => ({
    type: 'image',
    key: `ImageLifestyle${String(i + 1)}`,
    url: swatch(colour, `Image ${String(i + 1)}`),
  })),
  { type: 'video', key: 'ImageMovieFile', url: 'data:video/mp4;base64,' },
];
