import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  METAFIELD_NAMESPACE,
  WISHLIST_MAX_ITEMS,
  mergeWishlists,
  wishlistAdditions,
} from '@shop/domain';
import type { Database, Db } from '../../db/client';
import { compile, runCompiled } from '../../db/prepared';
import * as s from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';

const HERO_KEY = 'ImageHero';

export const WISHLIST_FULL_MESSAGE = `Your wishlist is full: it holds at most ${String(WISHLIST_MAX_ITEMS)} products`;

/** One wishlist line as the storefront shows it: enough to draw, link and add to the cart. */
export interface WishlistItemJson {
  product_id: number;
  /** The variant "move to cart" adds: the product's first purchasable one, if any. */
  variant_id: number | null;
  sku: string;
  name: string;
  path: string;
  brand_id: number;
  image_url: string | null;
  added_at: string;
}

// Every signed-in page reads the wishlist (the hearts): one prepared statement, planned once
// per connection, instead of a query built for each request.
const wishlistRows = compile(
  'wishlist_rows',
  sql`select p.id as "productId", p.sku, p.name, p.path, p.brand_id as "brandId",
      w.created_at as "addedAt"
    from wishlist_items w
    join products p on p.id = w.product_id
    where w.customer_id = ${sql.placeholder('customerId')} and p.is_visible = true
    order by w.id`,
);

/** The customer's wishlist in the order items were added; hidden products are left out. */
export async function listWishlist(
  database: Database,
  customerId: number,
): Promise<WishlistItemJson[]> {
  const { db } = database;
  const rows = await runCompiled<{
    productId: number;
    sku: string;
    name: string;
    path: string;
    brandId: number;
    addedAt: Date | string;
  }>(database, wishlistRows, { customerId });
  const ids = rows.map((row) => row.productId);
  if (ids.length === 0) return [];
  const [heroes, variants] = await Promise.all([
    db
      .select({ productId: s.productMetafields.productId, value: s.productMetafields.value })
      .from(s.productMetafields)
      .where(
        and(
          inArray(s.productMetafields.productId, ids),
          eq(s.productMetafields.namespace, METAFIELD_NAMESPACE),
          eq(s.productMetafields.key, HERO_KEY),
          isNull(s.productMetafields.variantId),
        ),
      ),
    db
      .select({ id: s.variants.id, productId: s.variants.productId })
      .from(s.variants)
      .where(and(inArray(s.variants.productId, ids), eq(s.variants.isPurchasable, true)))
      .orderBy(asc(s.variants.id)),
  ]);
  const heroOf = new Map(heroes.map((hero) => [hero.productId, hero.value]));
  const variantOf = new Map<number, number>();
  for (const variant of variants)
    if (!variantOf.has(variant.productId)) variantOf.set(variant.productId, variant.id);
  return rows.map((row) => ({
    product_id: row.productId,
    variant_id: variantOf.get(row.productId) ?? null,
    sku: row.sku,
    name: row.name,
    path: row.path,
    brand_id: row.brandId,
    image_url: heroOf.get(row.productId) ?? null,
    added_at: new Date(row.addedAt).toISOString(),
  }));
}

async function savedEntries(db: Db, customerId: number) {
  return db
    .select({ productId: s.wishlistItems.productId })
    .from(s.wishlistItems)
    .where(eq(s.wishlistItems.customerId, customerId))
    .orderBy(asc(s.wishlistItems.id));
}

async function visibleProductIds(db: Db, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: s.products.id })
    .from(s.products)
    .where(and(inArray(s.products.id, [...productIds]), eq(s.products.isVisible, true)));
  return new Set(rows.map((row) => row.id));
}

/** Appends entries in order; a product another request just added is skipped, not an error. */
async function append(db: Db, customerId: number, productIds: readonly number[]): Promise<void> {
  // One row per insert keeps the serial ids in the order given.
  for (const productId of productIds) {
    await db
      .insert(s.wishlistItems)
      .values({ customerId, productId })
      .onConflictDoNothing({ target: [s.wishlistItems.customerId, s.wishlistItems.productId] });
  }
}

/** PUT: adds one product (a no-op when it is listed already). */
export async function addWishlistItem(database: Database, customerId: number, productId: number) {
  const { db } = database;
  if (!(await visibleProductIds(db, [productId])).has(productId))
    throw notFound(`Product ${String(productId)} not found`);
  const saved = await savedEntries(db, customerId);
  const listed = saved.some((entry) => entry.productId === productId);
  if (!listed && saved.length >= WISHLIST_MAX_ITEMS) throw unprocessable(WISHLIST_FULL_MESSAGE);
  if (!listed) await append(db, customerId, [productId]);
  return listWishlist(database, customerId);
}

/**
 * POST: merges a list kept elsewhere (the guest list of a browser, at login) into the saved
 * one with @shop/domain's rule. Products that no longer exist or are hidden are dropped
 * rather than failing the login that sent them.
 */
export async function mergeWishlistItems(
  database: Database,
  customerId: number,
  productIds: readonly number[],
) {
  const { db } = database;
  const known = await visibleProductIds(db, productIds);
  const incoming = productIds.filter((id) => known.has(id)).map((productId) => ({ productId }));
  const saved = await savedEntries(db, customerId);
  const additions = wishlistAdditions(saved, mergeWishlists(saved, incoming));
  await append(
    db,
    customerId,
    additions.map((entry) => entry.productId),
  );
  return listWishlist(database, customerId);
}

/** DELETE: removes one product; removing one that is not listed is not an error. */
export async function removeWishlistItem(
  database: Database,
  customerId: number,
  productId: number,
) {
  await database.db
    .delete(s.wishlistItems)
    .where(
      and(eq(s.wishlistItems.customerId, customerId), eq(s.wishlistItems.productId, productId)),
    );
  return listWishlist(database, customerId);
}
