// The shapes the cart's steps pass to each other: what the repository reads and writes, what
// the rules judge, what the routes serialize. Types only: importing this file runs nothing.
import type { CartonSpec, JudgeOptions } from '@shop/domain';
import type * as s from '../../db/schema';

/**
 * Who asks for a cart: a signed-in customer, or `undefined` for a guest. Only the id decides
 * what the viewer reaches (`cartVisibleTo`); the cart's group and price list come from its row.
 */
export interface CartViewer {
  id: number;
}

/** A line of a request body (an add, or a line's new quantity). */
export interface LineItemInput {
  product_id: number;
  variant_id: number;
  quantity: number;
}

export interface CartLine {
  id: string;
  productId: number;
  variantId: number;
  quantity: number;
  position: number;
  sku: string;
  name: string;
  path: string;
  brandId: number;
  imageUrl: string | null;
  listPrice: number;
  /** CBM of one unit, null when the product has no size metafields. */
  volume: number | null;
  isContainer: boolean;
  options: { name: string; value: string }[];
}

/** A variant's facts, in the cart or not: what a line shows and what the rules weigh. */
export type DescribedVariant = Omit<CartLine, 'id' | 'quantity' | 'position'> & {
  isPurchasable: boolean;
  /** Stock over every location: what is available to sell. */
  available: number;
};

/** A cart as it is answered: its row, its group and its lines in cart order. */
export interface LoadedCart {
  cart: typeof s.carts.$inferSelect;
  groupName: string;
  lines: CartLine[];
}

/** The cart's lines and the facts of every variant a write involves (in the cart or asked for). */
export interface LinesAndVariants {
  current: CartLine[];
  described: Map<number, DescribedVariant>;
}

/** Variant → the quantity its line should have (0 removes it). */
export type Targets = Map<number, { productId: number; quantity: number }>;

/** What writing `Targets` does to the cart's rows, and the lines that result. */
export interface LinePlan {
  lines: CartLine[];
  inserts: CartLine[];
  updates: { id: string; quantity: number }[];
  deletes: string[];
}

/** What the judge needs besides the lines: each factory's capacity, the cartons of container lines. */
export interface ContainerFacts {
  capacityOf: ReadonlyMap<number, number>;
  cartons: ReadonlyMap<number, CartonSpec | null>;
}

/** A write as the judge is asked about it (@shop/domain `JudgeOptions` without the capacities). */
export interface JudgedWrite {
  write: JudgeOptions['write'];
  nonContainer?: JudgeOptions['nonContainer'];
  lines?: JudgeOptions['lines'];
  shortfall?: JudgeOptions['shortfall'];
}

/** An add's Idempotency-Key and what the add asked for, so the key sent with another add is told apart. */
export interface AddKey {
  key: string;
  requestHash: string;
}
