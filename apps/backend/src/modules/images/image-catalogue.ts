import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { METAFIELD_NAMESPACE, SIZE_METAFIELD_KEYS } from '@shop/domain';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { colourFromText, materialLook } from './colour';
import { defaultDimensions, shapeOf } from './furniture-model';
import type { Dimensions } from './furniture-model';
import type { Finish, ProductLook } from './product-drawings';

const SWATCH_PATH = /\/images\/swatches\/([a-z0-9-]+)\.svg(?:[?#]|$)/;

function finishOf(label: string, colors: string[] | null, imageUrl: string | null): Finish {
  const swatch = imageUrl ? SWATCH_PATH.exec(imageUrl)?.[1] : undefined;
  if (swatch) {
    const look = materialLook(swatch);
    return { label, colour: look.base, weave: look.weave };
  }
  const colour = colors?.[0];
  return {
    label,
    colour: colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : colourFromText(label || 'natural'),
    weave: 'plain',
  };
}

/**
 * The version of the drawing code behind product pictures. A picture URL carries
 * `v = pictureVersion(look)`, a hash of this and of the catalogue data the picture is drawn
 * from, so the image routes can cache it as immutable and mean it: new data or new drawings
 * make a new URL. `test/images/picture-bytes.test.ts` pins what the drawings draw; change
 * them and it asks for this to move.
 */
export const PICTURES_VERSION = '1';

/** One variant's finish as the catalogue holds it: its first option value, if any. */
export interface VariantFinishRow {
  label: string | null;
  colors: string[] | null;
  imageUrl: string | null;
}

/**
 * What a product's pictures are drawn from — its name, size metafields and each variant's
 * finish (in variant order) — as the seed writes it and the image routes read it back.
 */
export function productLook(
  id: number,
  name: string,
  sizes: Readonly<Record<string, string | null | undefined>>,
  variants: readonly VariantFinishRow[],
): ProductLook {
  const shape = shapeOf(name);
  const fallback = defaultDimensions(shape);
  const size = (key: string, otherwise: number) => {
    const value = Number(sizes[key]);
    // Absurd sizes would only draw a sliver; the type's usual size stands in for them.
    return Number.isFinite(value) && value >= 50 && value <= 10_000 ? Math.round(value) : otherwise;
  };
  const dims: Dimensions = {
    width: size(SIZE_METAFIELD_KEYS.width, fallback.width),
    depth: size(SIZE_METAFIELD_KEYS.depth, fallback.depth),
    height: size(SIZE_METAFIELD_KEYS.height, fallback.height),
  };
  const finishes = variants.map((v) => finishOf(v.label ?? '', v.colors, v.imageUrl));
  return { id, name, shape, dims, finishes };
}

/** The `v` of a product's picture URLs: what changes whenever its pictures could. */
export function pictureVersion(look: ProductLook): string {
  return createHash('sha256')
    .update(`${PICTURES_VERSION}\n${JSON.stringify(look)}`)
    .digest('base64url')
    .slice(0, 12);
}

/** A product picture's path with its version: what the seed writes into the catalogue. */
export const productPicturePath = (look: ProductLook, file: string) =>
  `/images/products/${String(look.id)}/${file}?v=${pictureVersion(look)}`;

/** Reads what a product's pictures are drawn from: name, size, and each variant's colour or material. */
export async function loadProductLook(db: Db, productId: number): Promise<ProductLook | null> {
  const [product] = await db
    .select({ id: s.products.id, name: s.products.name })
    .from(s.products)
    .where(eq(s.products.id, productId));
  if (!product) return null;
  const sizeKeys = Object.values(SIZE_METAFIELD_KEYS);
  const [variants, sizes] = await Promise.all([
    db
      .select({
        id: s.variants.id,
        label: s.optionValues.label,
        colors: s.optionValues.colors,
        imageUrl: s.optionValues.imageUrl,
      })
      .from(s.variants)
      .leftJoin(s.variantOptionValues, eq(s.variantOptionValues.variantId, s.variants.id))
      .leftJoin(s.optionValues, eq(s.optionValues.id, s.variantOptionValues.optionValueId))
      .where(eq(s.variants.productId, productId))
      .orderBy(asc(s.variants.id), asc(s.optionValues.sortOrder)),
    db
      .select({ key: s.productMetafields.key, value: s.productMetafields.value })
      .from(s.productMetafields)
      .where(
        and(
          eq(s.productMetafields.productId, productId),
          isNull(s.productMetafields.variantId),
          eq(s.productMetafields.namespace, METAFIELD_NAMESPACE),
          inArray(s.productMetafields.key, sizeKeys),
        ),
      ),
  ]);
  // One finish per variant (a variant's first option value decides its look).
  const seen = new Set<number>();
  const finishes: VariantFinishRow[] = [];
  for (const v of variants) {
    if (seen.has(v.id)) continue;
    seen.add(v.id);
    finishes.push(v);
  }
  return productLook(
    product.id,
    product.name,
    Object.fromEntries(sizes.map((m) => [m.key, m.value])),
    finishes,
  );
}
