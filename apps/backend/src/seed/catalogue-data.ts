// Fixed reference data of the demo catalogue: brands, collections, product types,
// finishes and stock locations. Generated rows vary by a seeded PRNG on top of these.

export const BRANDS = [
  { id: 40, name: 'Nordic Oak Works', code: 'NOW' },
  { id: 41, name: 'Milano Forma', code: 'MIF' },
  { id: 42, name: 'Coastal Teak Co.', code: 'CTC' },
  { id: 43, name: 'Kyoto Joinery', code: 'KYJ' },
  { id: 44, name: 'Atlas Steel & Timber', code: 'AST' },
  { id: 45, name: 'Verde Upholstery', code: 'VUP' },
  { id: 46, name: 'Harbour Rattan', code: 'HRT' },
  { id: 47, name: 'Alpine Bedding Co.', code: 'ABC' },
  { id: 48, name: 'Urban Loft Living', code: 'ULL' },
] as const;

export const COLLECTIONS = [
  'Oslo',
  'Bergen',
  'Bondi',
  'Kyoto',
  'Atlas',
  'Verde',
  'Byron',
  'Alpine',
  'Loft',
  'Heritage',
  'Sorrento',
  'Tasman',
] as const;

export const STYLES = [
  'Classic',
  'Slim',
  'Wide',
  'Low',
  'Curve',
  'Edge',
  'Grand',
  'Petite',
  'Luxe',
  'Studio',
] as const;

export type ProductKind = 'chair' | 'diningTable' | 'storage' | 'bed' | 'sofa' | 'table';

export interface ProductType {
  name: string;
  code: string;
  kind: ProductKind;
  /** Category path segments under /shop-all/. */
  group: string;
  leaf: string;
  price: [number, number];
  width: [number, number];
  depth: [number, number];
  height: [number, number];
}

export const PRODUCT_TYPES: readonly ProductType[] = [
  {
    name: 'Dining Chair',
    code: 'DCH',
    kind: 'chair',
    group: 'Chairs',
    leaf: 'Dining Chairs',
    price: [120, 420],
    width: [440, 560],
    depth: [500, 600],
    height: [780, 900],
  },
  {
    name: 'Lounge Chair',
    code: 'LCH',
    kind: 'chair',
    group: 'Chairs',
    leaf: 'Lounge Chairs',
    price: [380, 1400],
    width: [700, 900],
    depth: [750, 920],
    height: [700, 980],
  },
  {
    name: 'Bar Stool',
    code: 'BST',
    kind: 'chair',
    group: 'Chairs',
    leaf: 'Bar Stools',
    price: [110, 360],
    width: [400, 480],
    depth: [420, 500],
    height: [900, 1050],
  },
  {
    name: 'Office Chair',
    code: 'OCH',
    kind: 'chair',
    group: 'Chairs',
    leaf: 'Office Chairs',
    price: [260, 900],
    width: [600, 700],
    depth: [600, 700],
    height: [950, 1200],
  },
  {
    name: 'Dining Table',
    code: 'DTB',
    kind: 'diningTable',
    group: 'Tables',
    leaf: 'Dining Tables',
    price: [700, 3200],
    width: [1400, 2600],
    depth: [850, 1100],
    height: [740, 760],
  },
  {
    name: 'Coffee Table',
    code: 'CTB',
    kind: 'table',
    group: 'Tables',
    leaf: 'Coffee Tables',
    price: [250, 1200],
    width: [900, 1400],
    depth: [500, 800],
    height: [350, 450],
  },
  {
    name: 'Side Table',
    code: 'STB',
    kind: 'table',
    group: 'Tables',
    leaf: 'Side Tables',
    price: [120, 520],
    width: [400, 600],
    depth: [400, 600],
    height: [450, 600],
  },
  {
    name: 'Sofa',
    code: 'SOF',
    kind: 'sofa',
    group: 'Sofas',
    leaf: 'Three Seaters',
    price: [1600, 5200],
    width: [2000, 2600],
    depth: [900, 1050],
    height: [720, 900],
  },
  {
    name: 'Loveseat',
    code: 'LVS',
    kind: 'sofa',
    group: 'Sofas',
    leaf: 'Two Seaters',
    price: [1100, 3600],
    width: [1500, 1900],
    depth: [850, 1000],
    height: [720, 880],
  },
  {
    name: 'Modular Sofa',
    code: 'MSF',
    kind: 'sofa',
    group: 'Sofas',
    leaf: 'Modular Sofas',
    price: [2600, 7800],
    width: [2800, 3600],
    depth: [950, 1700],
    height: [700, 860],
  },
  {
    name: 'Queen Bed',
    code: 'QBD',
    kind: 'bed',
    group: 'Beds',
    leaf: 'Queen Beds',
    price: [900, 3200],
    width: [1600, 1750],
    depth: [2100, 2250],
    height: [900, 1200],
  },
  {
    name: 'King Bed',
    code: 'KBD',
    kind: 'bed',
    group: 'Beds',
    leaf: 'King Beds',
    price: [1200, 4200],
    width: [1900, 2050],
    depth: [2100, 2250],
    height: [900, 1250],
  },
  {
    name: 'Sideboard',
    code: 'SDB',
    kind: 'storage',
    group: 'Storage',
    leaf: 'Sideboards',
    price: [800, 3400],
    width: [1500, 2200],
    depth: [420, 500],
    height: [700, 850],
  },
  {
    name: 'Bookcase',
    code: 'BKC',
    kind: 'storage',
    group: 'Storage',
    leaf: 'Bookcases',
    price: [400, 1800],
    width: [800, 1200],
    depth: [300, 400],
    height: [1600, 2100],
  },
  {
    name: 'Chest of Drawers',
    code: 'COD',
    kind: 'storage',
    group: 'Storage',
    leaf: 'Chests of Drawers',
    price: [600, 2400],
    width: [800, 1200],
    depth: [450, 520],
    height: [900, 1300],
  },
];

export const CATEGORY_GROUPS: Record<string, readonly string[]> = {
  Chairs: ['Dining Chairs', 'Lounge Chairs', 'Bar Stools', 'Office Chairs'],
  Tables: ['Dining Tables', 'Coffee Tables', 'Side Tables'],
  Sofas: ['Two Seaters', 'Three Seaters', 'Modular Sofas'],
  Beds: ['Queen Beds', 'King Beds'],
  Storage: ['Sideboards', 'Bookcases', 'Chests of Drawers'],
};

export const COLOURS = [
  { label: 'Natural Oak', hex: '#C8A165' },
  { label: 'Walnut', hex: '#5C4033' },
  { label: 'Charcoal', hex: '#36454F' },
  { label: 'Ivory', hex: '#F4EFE1' },
  { label: 'Sage', hex: '#9CAF88' },
  { label: 'Terracotta', hex: '#C8643B' },
  { label: 'Navy', hex: '#1F2F4B' },
  { label: 'Black', hex: '#111111' },
] as const;

export const MATERIALS = [
  { label: 'Boucle Cream', slug: 'boucle-cream', premium: 0.12 },
  { label: 'Linen Stone', slug: 'linen-stone', premium: 0.05 },
  { label: 'Velvet Forest', slug: 'velvet-forest', premium: 0.15 },
  { label: 'Leather Tan', slug: 'leather-tan', premium: 0.35 },
  { label: 'Wool Grey', slug: 'wool-grey', premium: 0.1 },
  { label: 'Performance Ink', slug: 'performance-ink', premium: 0.08 },
] as const;

export const LOCATIONS = [
  { id: 1, code: 'SYD-WH', name: 'Sydney Warehouse', distance: 12, priority: 0 },
  { id: 2, code: 'MEL-WH', name: 'Melbourne Warehouse', distance: 870, priority: 1 },
  { id: 3, code: 'BNE-WH', name: 'Brisbane Warehouse', distance: 920, priority: 2 },
] as const;

export const COUNTRIES = [
  'Denmark',
  'Italy',
  'Indonesia',
  'Japan',
  'Vietnam',
  'Portugal',
  'Philippines',
  'Australia',
];
