import { SIZE_METAFIELD_KEYS, cartonMetafields, isNewArrival, roundToCents } from '@shop/domain';
import { productLook, productPicturePath } from '../modules/images/image-catalogue';
import type * as s from '../db/schema';
import {
  BRANDS,
  CATEGORY_GROUPS,
  COLLECTIONS,
  COLOURS,
  COUNTRIES,
  LOCATIONS,
  MATERIALS,
  PRODUCT_TYPES,
  STYLES,
} from './catalogue-data';
import type { ProductType } from './catalogue-data';
import { demoCarton } from './cartons';
import { createRandom } from './prng';
import type { Random } from './prng';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export const METAFIELD_NAMESPACE = 'myob';
export const FIRST_PRODUCT_ID = 101;
/** Products past this index get only the metafields a listing needs, to keep big catalogues lean. */
const FULL_DETAIL_PRODUCTS = 2_000;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The list item at `i`, wrapping around. */
function nth<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new RangeError('empty list');
  return item;
}

const roundTo5 = (n: number) => Math.max(5, Math.round(n / 5) * 5);

export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  sortOrder: number;
}

export interface CategoryTree {
  rows: CategoryRow[];
  shopAll: number;
  groups: Map<string, number>;
  leaves: Map<string, number>;
  collections: Map<string, number>;
  /** `${collection}/${room}` → id */
  rooms: Map<string, number>;
  /** The flat `/new-arrivals/` category: the products that arrived lately (behaviour.md#new-arrivals). */
  newArrivals: number;
}

const ROOMS = ['Living', 'Dining', 'Bedroom'] as const;

/** Three levels: shop-all › group › type, collections › collection › room, plus a flat root. */
export function buildCategoryTree(): CategoryTree {
  const rows: CategoryRow[] = [];
  let nextId = 1;
  const add = (parentId: number | null, name: string, path: string) => {
    const id = nextId++;
    rows.push({ id, parentId, name, path, sortOrder: rows.length });
    return id;
  };
  const shopAll = add(null, 'Shop All', '/shop-all/');
  const groups = new Map<string, number>();
  const leaves = new Map<string, number>();
  for (const [group, leafNames] of Object.entries(CATEGORY_GROUPS)) {
    const groupPath = `/shop-all/${slugify(group)}/`;
    const groupId = add(shopAll, group, groupPath);
    groups.set(group, groupId);
    for (const leaf of leafNames)
      leaves.set(leaf, add(groupId, leaf, `${groupPath}${slugify(leaf)}/`));
  }
  const collectionsRoot = add(null, 'Collections', '/collections/');
  const collections = new Map<string, number>();
  const rooms = new Map<string, number>();
  for (const collection of COLLECTIONS) {
    const path = `/collections/${slugify(collection)}/`;
    const id = add(collectionsRoot, `${collection} Collection`, path);
    collections.set(collection, id);
    for (const room of ROOMS)
      rooms.set(
        `${collection}/${room}`,
        add(id, `${collection} ${room}`, `${path}${slugify(room)}/`),
      );
  }
  const newArrivals = add(null, 'New Arrivals', '/new-arrivals/');
  return { rows, shopAll, groups, leaves, collections, rooms, newArrivals };
}

export interface CatalogueChunk {
  products: Insert<typeof s.products>[];
  productCategories: Insert<typeof s.productCategories>[];
  productOptions: Insert<typeof s.productOptions>[];
  optionValues: Insert<typeof s.optionValues>[];
  variants: Insert<typeof s.variants>[];
  variantOptionValues: Insert<typeof s.variantOptionValues>[];
  metafields: Insert<typeof s.productMetafields>[];
  relatedProducts: Insert<typeof s.relatedProducts>[];
  bulkPricing: Insert<typeof s.bulkPricingTiers>[];
  inventory: Insert<typeof s.inventory>[];
  /** Variant id → list price (the base of every price list). */
  variantPrices: { variantId: number; price: number }[];
}

const emptyChunk = (): CatalogueChunk => ({
  products: [],
  productCategories: [],
  productOptions: [],
  optionValues: [],
  variants: [],
  variantOptionValues: [],
  metafields: [],
  relatedProducts: [],
  bulkPricing: [],
  inventory: [],
  variantPrices: [],
});

/**
 * One product in five ships by the container. The pick moves on by one type with every round
 * of the product types, so every type has container products — load plans (behaviour.md#load-plans) need
 * flat-packed chairs, sofa crates and marble-topped tables among them. The first round is
 * unchanged (products 4, 9 and 14).
 */
export const isContainerIndex = (i: number) => (i + Math.floor(i / PRODUCT_TYPES.length)) % 5 === 3;
export const isOutOfStockIndex = (i: number) => i % 17 === 5;

function productName(i: number, type: ProductType) {
  const collection =
    COLLECTIONS[Math.floor(i / PRODUCT_TYPES.length) % COLLECTIONS.length] ?? 'Oslo';
  const style =
    STYLES[Math.floor(i / (PRODUCT_TYPES.length * COLLECTIONS.length)) % STYLES.length] ??
    'Classic';
  const round = Math.floor(i / (PRODUCT_TYPES.length * COLLECTIONS.length * STYLES.length));
  const base = `${collection} ${style} ${type.name}${round > 0 ? ` ${round + 1}` : ''}`;
  return { collection, name: isContainerIndex(i) ? `${base} (Container)` : base };
}

function kindMetafields(
  type: ProductType,
  r: Random,
  dims: { w: number; d: number; h: number },
): Record<string, string> {
  switch (type.kind) {
    case 'chair':
      return {
        ChairSeatHeight: String(r.int(440, 480)),
        ChairSeatDepth: String(r.int(420, 520)),
        ChairArmHeight: r.chance(0.5) ? String(r.int(600, 680)) : 'N/A',
        ChairStackable: r.chance(0.3) ? 'Yes' : 'No',
      };
    case 'diningTable':
      return {
        DiningTableBaseType: r.pick(['Trestle', 'Pedestal', 'Four legs', 'Sled']),
        DiningTableTopShape: r.pick(['Rectangular', 'Oval', 'Round', 'Boat']),
        DiningTableSeatingCapacity: String(Math.max(4, Math.floor(dims.w / 300))),
      };
    case 'storage':
      return {
        StorageDrawers: String(r.int(0, 6)),
        StorageCompartments: String(r.int(1, 4)),
        StorageCabinetA: `${r.int(400, 700)} x ${r.int(300, 450)} x ${r.int(300, 700)} mm, one shelf`,
        StorageCabinetB: `${r.int(400, 700)} x ${r.int(300, 450)} x ${r.int(300, 700)} mm, two shelves`,
        StorageCabinetC: r.chance(0.5)
          ? `${r.int(400, 700)} x ${r.int(300, 450)} x ${r.int(300, 700)} mm`
          : 'N/A',
        StorageCabinetD: 'N/A',
      };
    case 'bed':
      return {
        BedMattressSize: type.name.startsWith('King') ? '1830 x 2030 mm' : '1530 x 2030 mm',
        BedSlats: r.pick(['Sprung beech slats', 'Solid pine slats', 'Upholstered platform']),
        BedStorage: r.chance(0.4) ? 'Gas-lift storage' : 'None',
        BedBedhead: `Upholstered, ${r.int(900, 1250)} mm high`,
        BedFootend: r.chance(0.5) ? 'Low footend' : 'No footend',
      };
    case 'sofa':
      return {
        SofaCovering: r.pick(['Fixed cover', 'Removable cover', 'Leather']),
        SofaFrame: r.pick(['Kiln-dried hardwood', 'Plywood and pine', 'Steel and hardwood']),
        SofaFilling: r.pick(['High-resilience foam', 'Feather wrap', 'Pocket springs and foam']),
        SofaFeet: r.pick(['Oak', 'Black steel', 'Walnut', 'Recessed plinth']),
        SofaMechanism: r.chance(0.2) ? 'Electric recliner' : 'None',
        SofaSeatHeight: String(r.int(400, 460)),
        SofaSeatDepth: String(r.int(540, 660)),
        SofaArmHeight: String(r.int(560, 680)),
      };
    case 'table':
      return {};
  }
}

const DAY_MS = 86_400_000;

/**
 * How many days before `today` product `i` arrived in the catalogue. About one product in
 * twelve arrived within the last ten weeks (a demo always has new arrivals, whenever it is
 * seeded); the rest over the previous three years. Its own random stream, so the other
 * generated values stay what they were before products had arrival dates.
 */
export function arrivalDaysAgo(i: number): number {
  const r = createRandom(0xa771 + i * 104_729);
  return i % 12 === 7 ? r.int(0, 70) : r.int(120, 1_100);
}

/**
 * Generates products `[from, to)` of the catalogue; the same indexes (and `today`) always
 * give the same rows. Arrival dates count back from `today`'s UTC midnight.
 */
export function generateCatalogueChunk(
  from: number,
  to: number,
  totalProducts: number,
  tree: CategoryTree,
  today: Date = new Date(),
): CatalogueChunk {
  const chunk = emptyChunk();
  const midnight = Math.floor(today.getTime() / DAY_MS) * DAY_MS;
  for (let i = from; i < to; i++) {
    const r = createRandom(0x5eed + i * 7919);
    const type = nth(PRODUCT_TYPES, i);
    const typeIndex = i % PRODUCT_TYPES.length;
    const { collection, name } = productName(i, type);
    const collectionIndex = COLLECTIONS.indexOf(collection);
    const brand = BRANDS[(collectionIndex + typeIndex) % BRANDS.length] ?? BRANDS[0];
    const id = FIRST_PRODUCT_ID + i;
    const container = isContainerIndex(i);
    const sku = `${brand.code}-${type.code}-${String(i + 1).padStart(6, '0')}${container ? '-C' : ''}`;
    const price = roundTo5(r.int(type.price[0], type.price[1]));
    const dims = { w: r.int(...type.width), d: r.int(...type.depth), h: r.int(...type.height) };
    const full = i < FULL_DETAIL_PRODUCTS;
    const arrived = new Date(midnight - arrivalDaysAgo(i) * DAY_MS);
    chunk.products.push({
      id,
      brandId: brand.id,
      name,
      sku,
      type: 'physical',
      description: `<p>The ${name} from ${brand.name}: ${type.name.toLowerCase()} in the ${collection} collection, built for hospitality and trade fit-outs.</p>`,
      path: `/${slugify(name)}${i >= 1800 ? `-${i + 1}` : ''}/`,
      price,
      retailPrice: roundToCents(price * 1.8),
      salePrice: null,
      isVisible: true,
      availability: isOutOfStockIndex(i) ? 'preorder' : 'available',
      availabilityDescription: isOutOfStockIndex(i)
        ? 'Back in stock in 8-10 weeks'
        : 'Ships in 5-7 business days',
      // The arrival date: the catalogue's `date_created`, what new arrivals sort by.
      createdAt: arrived,
    });

    const room =
      type.kind === 'bed'
        ? 'Bedroom'
        : type.kind === 'chair' || type.kind === 'diningTable'
          ? 'Dining'
          : 'Living';
    const categoryIds = [
      tree.shopAll,
      tree.groups.get(type.group),
      tree.leaves.get(type.leaf),
      tree.collections.get(collection),
      tree.rooms.get(`${collection}/${room}`),
      // The wholesaler files what arrived lately under New Arrivals (@shop/domain's rule).
      isNewArrival(arrived, midnight) ? tree.newArrivals : undefined,
    ];
    for (const categoryId of new Set(categoryIds)) {
      if (categoryId !== undefined) chunk.productCategories.push({ productId: id, categoryId });
    }

    // Options: upholstered pieces come in materials (with swatch images), the rest in colours;
    // every 11th product has a single variant and no options.
    const values: {
      label: string;
      colors: string[] | null;
      imageUrl: string | null;
      premium: number;
      code: string;
    }[] = [];
    let optionName: string | null = null;
    if (i % 11 !== 0) {
      if (type.kind === 'sofa' || type.name === 'Lounge Chair' || type.kind === 'bed') {
        optionName = 'Material';
        const start = r.int(0, MATERIALS.length - 1);
        const count = r.int(2, 4);
        for (let k = 0; k < count; k++) {
          const m = MATERIALS[(start + k) % MATERIALS.length] ?? MATERIALS[0];
          values.push({
            label: m.label,
            colors: null,
            imageUrl: `/images/swatches/${m.slug}.svg`,
            premium: m.premium,
            code: m.slug.slice(0, 3).toUpperCase() + String(k),
          });
        }
      } else {
        optionName = 'Colour';
        const start = r.int(0, COLOURS.length - 1);
        const count = r.int(2, 4);
        for (let k = 0; k < count; k++) {
          const c = COLOURS[(start + k) % COLOURS.length] ?? COLOURS[0];
          values.push({
            label: c.label,
            colors: [c.hex],
            imageUrl: null,
            premium: 0,
            code: slugify(c.label).slice(0, 3).toUpperCase() + String(k),
          });
        }
      }
      const optionId = id * 10 + 1;
      chunk.productOptions.push({
        id: optionId,
        productId: id,
        displayName: optionName,
        type: 'swatch',
      });
      values.forEach((v, k) => {
        chunk.optionValues.push({
          id: id * 10 + k,
          optionId,
          label: v.label,
          colors: v.colors,
          imageUrl: v.imageUrl,
          sortOrder: k,
        });
      });
    } else {
      values.push({ label: '', colors: null, imageUrl: null, premium: 0, code: 'STD' });
    }

    // Picture URLs carry the version of what they are drawn from (name, size, finishes), as
    // the image routes compute it from these rows, so they can be cached as immutable.
    const look = productLook(
      id,
      name,
      {
        [SIZE_METAFIELD_KEYS.width]: String(dims.w),
        [SIZE_METAFIELD_KEYS.depth]: String(dims.d),
        [SIZE_METAFIELD_KEYS.height]: String(dims.h),
      },
      values,
    );
    const img = (slot: string) => productPicturePath(look, `${slot}.svg`);

    const outOfStock = isOutOfStockIndex(i);
    // Carton data on every variant of a container product (behaviour.md#load-plans), from a generator of
    // its own so the rest of the catalogue stays as it was.
    const packing = createRandom(0xca7 + i * 7919);
    values.forEach((v, k) => {
      const variantId = id * 10 + k;
      const variantPrice = roundTo5(price * (1 + v.premium));
      chunk.variants.push({
        id: variantId,
        productId: id,
        sku: `${sku}-${v.code}`,
        price: variantPrice,
        retailPrice: roundToCents(variantPrice * 1.8),
        salePrice: null,
        isPurchasable: true,
        imageUrl: img(`variant-${k}`),
      });
      chunk.variantPrices.push({ variantId, price: variantPrice });
      if (optionName) chunk.variantOptionValues.push({ variantId, optionValueId: id * 10 + k });
      LOCATIONS.forEach((location, l) => {
        // Two locations always; a third for every other product. Container lines stock deeper.
        if (l === 2 && i % 2 === 1) return;
        const stock = outOfStock ? 0 : r.int(l === 0 ? 4 : 0, container ? 240 : 40);
        chunk.inventory.push({
          variantId,
          locationId: location.id,
          availableToSell: stock,
          warningLevel: container ? 20 : 5,
        });
      });
      chunk.metafields.push({
        productId: id,
        variantId,
        namespace: METAFIELD_NAMESPACE,
        key: 'ImageHero',
        value: img(`variant-${k}`),
      });
      if (v.imageUrl) {
        chunk.metafields.push({
          productId: id,
          variantId,
          namespace: METAFIELD_NAMESPACE,
          key: 'ImageMaterialSwatch',
          value: v.imageUrl,
        });
      }
      if (container) {
        const carton = demoCarton(type, dims, packing, 1 + v.premium);
        for (const [key, value] of Object.entries(cartonMetafields(carton))) {
          chunk.metafields.push({
            productId: id,
            variantId,
            namespace: METAFIELD_NAMESPACE,
            key,
            value,
          });
        }
      }
    });

    const fields: Record<string, string> = {
      ImageHero: img('hero'),
      ProductWidth: String(dims.w),
      ProductDepth: String(dims.d),
      ProductHeight: String(dims.h),
      ImageFront: img('front'),
      ImageSide: img('side'),
    };
    if (full) {
      const lifestyle = r.int(2, 10);
      for (let n = 1; n <= lifestyle; n++) fields[`ImageLifestyle${n}`] = img(`lifestyle-${n}`);
      for (let n = 1; n <= 3; n++) fields[`ImageDetailed${n}`] = img(`detail-${n}`);
      if (type.kind === 'storage')
        for (let n = 1; n <= 3; n++) fields[`ImageCompartment${n}`] = img(`compartment-${n}`);
      if (values[0]?.imageUrl) fields.ImageMaterialSwatch = values[0].imageUrl;
      if (i % 25 === 0) fields.ImageMovieFile = `/images/products/${id}/movie.mp4`;
      Object.assign(fields, {
        ImageBack: img('back'),
        ImageIsoDimensionView: img('iso-dimensions'),
        ClientDrawing: img('client-drawing'),
        EvaluationDrawing: img('evaluation-drawing'),
        IsometricDrawing: img('isometric-drawing'),
        CollectionDescription: `The ${collection} collection pairs clean lines with hard-wearing trade finishes.`,
        MaterialDescription:
          optionName === 'Material'
            ? 'Commercial-grade upholstery rated to 60,000 double rubs, over a kiln-dried frame.'
            : 'Solid timber with a two-pack lacquer finish, sealed against heat and moisture.',
        CountryOfManufacture: r.pick(COUNTRIES),
        Features: ['Commercial grade', 'FSC-certified timber', 'Replaceable parts', 'Flat-packed']
          .slice(0, r.int(2, 4))
          .join(', '),
        Warranty: `${r.pick([2, 3, 5, 10])} years commercial warranty`,
        AssemblyRequired: type.kind === 'chair' || type.kind === 'table' ? 'No' : 'Yes',
        AssemblyTime: `${r.int(10, 90)} minutes`,
        AssemblyPersons: String(type.kind === 'sofa' || type.kind === 'bed' ? 2 : 1),
        AssemblyTools: 'Allen key (supplied), Phillips screwdriver',
        AssemblyInstructions: `/documents/assembly/${sku}.pdf`,
        Catalog: `/documents/catalogues/${slugify(brand.name)}-2026.pdf`,
        TechnicalSheet: `/documents/technical/${sku}.pdf`,
        ...kindMetafields(type, r, dims),
      });
    }
    for (const [key, value] of Object.entries(fields)) {
      chunk.metafields.push({
        productId: id,
        variantId: null,
        namespace: METAFIELD_NAMESPACE,
        key,
        value,
      });
    }

    // Related: neighbours of the same type in other collections, then the same collection.
    const related = new Set<number>();
    for (const offset of [PRODUCT_TYPES.length, -PRODUCT_TYPES.length, 1, -1, 2]) {
      const j = i + offset;
      if (j >= 0 && j < totalProducts && j !== i && related.size < 4)
        related.add(FIRST_PRODUCT_ID + j);
    }
    [...related].forEach((relatedId, sortOrder) => {
      chunk.relatedProducts.push({ productId: id, relatedId, sortOrder });
    });

    if (i % 2 === 0) {
      chunk.bulkPricing.push(
        { productId: id, minimumQuantity: 5, maximumQuantity: 9, type: 'percent', amount: 5 },
        { productId: id, minimumQuantity: 10, maximumQuantity: 19, type: 'percent', amount: 10 },
        { productId: id, minimumQuantity: 20, maximumQuantity: null, type: 'percent', amount: 15 },
      );
    }
  }
  return chunk;
}
