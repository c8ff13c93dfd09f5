// SECURITY.md 2.16: how long one container add holds its cart. A big add plans its factory's
// container; while it did so under the cart's row lock, every other writer of that cart (on
// PGlite, every query) waited. The probe makes a brand's container products 100 mm cubes in
// cartons of their own (so thousands pass the CBM rule), starts one add of many cartons and,
// meanwhile, updates the cart's row straight in PostgreSQL, timing each UPDATE: its wait is
// the time the add holds the row. PostgreSQL only (`--database-url`): the probe needs the
// database beside the backend.
import {
  CARTON_METAFIELD_KEYS,
  METAFIELD_NAMESPACE,
  SIZE_METAFIELD_KEYS,
  cartonMetafields,
} from '@shop/domain';
import pg from 'pg';
import { send } from './http';
import { api, b, report } from './context';

const CUBE = {
  width: 100,
  depth: 100,
  height: 100,
  grossWeightKg: 0.5,
  unitsPerCarton: 1,
  stackable: true,
  maxLoadOnTopKg: 1000,
  thisSideUp: false,
};
const LINE_MAX = 9_999;
// When the concurrent UPDATEs start, after the add is sent: inside the plan of either tree.
const UPDATE_AT_MS = [25, 100, 250];

interface Variant {
  productId: number;
  variantId: number;
}

/** Three container variants of one brand, made small enough for 20,000 cartons to pass the CBM rule. */
async function smallCartons(db: pg.Client): Promise<Variant[]> {
  const { rows } = await db.query<Variant & { brandId: number }>(
    `select v.product_id as "productId", v.id as "variantId", p.brand_id as "brandId"
       from variants v join products p on p.id = v.product_id
      where p.name like '%(Container)' and v.is_purchasable order by p.brand_id, v.id`,
  );
  const byBrand = new Map<number, Variant[]>();
  for (const r of rows) byBrand.set(r.brandId, [...(byBrand.get(r.brandId) ?? []), r]);
  const chosen = [...byBrand.values()].find((list) => list.length >= 3)?.slice(0, 3);
  if (!chosen) throw new Error('no brand with three container variants');
  const variants = chosen.map((v) => v.variantId);
  await db.query(
    `update product_metafields set value = '100'
      where product_id = any($1) and variant_id is null and key = any($2)`,
    [chosen.map((v) => v.productId), Object.values(SIZE_METAFIELD_KEYS)],
  );
  await db.query(`delete from product_metafields where variant_id = any($1) and key = any($2)`, [
    variants,
    Object.values(CARTON_METAFIELD_KEYS),
  ]);
  for (const v of chosen)
    for (const [key, value] of Object.entries(cartonMetafields(CUBE)))
      await db.query(
        `insert into product_metafields (product_id, variant_id, namespace, key, value) values ($1, $2, $3, $4, $5)`,
        [v.productId, v.variantId, METAFIELD_NAMESPACE, key, value],
      );
  await db.query(`delete from inventory where variant_id = any($1)`, [variants]);
  for (const id of variants)
    await db.query(
      `insert into inventory (variant_id, location_id, available_to_sell, warning_level) values ($1, 1, 100000, 1)`,
      [id],
    );
  return chosen;
}

/** `count` cartons over the variants, at most LINE_MAX a line. */
function linesOf(variants: readonly Variant[], count: number) {
  const lines = [];
  let left = count;
  for (const v of variants) {
    const quantity = Math.min(left, LINE_MAX);
    if (quantity > 0) lines.push({ product_id: v.productId, variant_id: v.variantId, quantity });
    left -= quantity;
  }
  return lines;
}

/** One add of `cartons` more cartons to a fresh cart, with UPDATEs of its row at `updateAt` ms. */
async function bigAdd(
  databaseUrl: string,
  variants: readonly Variant[],
  cartons: number,
  updateAt: readonly number[],
) {
  const [first] = variants;
  if (!first) throw new Error('no variant');
  const newCart = async () => {
    const created = await send(api('/carts'), {
      body: {
        line_items: [{ product_id: first.productId, variant_id: first.variantId, quantity: 1 }],
      },
    });
    return (created.json as { message: { data: { id: string } } }).message.data.id;
  };
  const cartId = await newCart();
  // The control: the same UPDATE of another cart's row at the same moments, so a wait that
  // is the busy machine's and not the add's lock shows as such.
  const otherId = await newCart();
  const writers = await Promise.all(
    [...updateAt, ...updateAt].map(async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      return c;
    }),
  );
  try {
    const started = performance.now();
    const add = send(api(`/carts/${cartId}/items`), {
      body: { line_items: linesOf(variants, cartons) },
    });
    const timedUpdate = async (at: number, writer: pg.Client | undefined, id: string) => {
      await new Promise((r) => setTimeout(r, at));
      const t0 = performance.now();
      await writer?.query(`update carts set updated_at = now() where id = $1`, [id]);
      return Math.round(performance.now() - t0);
    };
    const waits = updateAt.map((at, i) => timedUpdate(at, writers[i], cartId));
    const controls = updateAt.map((at, i) =>
      timedUpdate(at, writers[updateAt.length + i], otherId),
    );
    const answer = await add;
    const addMs = Math.round(performance.now() - started);
    const updates = await Promise.all(waits);
    const control = await Promise.all(controls);
    const reason = (answer.json as { message?: { errors?: { load_plan?: string } }[] } | undefined)
      ?.message?.[0]?.errors?.load_plan;
    const outcome = `${String(answer.status)}${reason ? ` ${reason}` : ''} in ${String(addMs)} ms`;
    return updates.length === 0
      ? outcome
      : `${outcome}; UPDATEs of its row sent at +${updateAt.join('/+')} ms waited ${updates.join('/')} ms (another cart's row: ${control.join('/')} ms)`;
  } finally {
    await Promise.all(writers.map((c) => c.end()));
  }
}

export async function cartPlanLock() {
  if (!b.databaseUrl) {
    report('2.16', 'cart row held by one container add', 'needs --database-url (PostgreSQL)');
    return;
  }
  const db = new pg.Client({ connectionString: b.databaseUrl });
  await db.connect();
  let variants: Variant[];
  try {
    variants = await smallCartons(db);
  } finally {
    await db.end();
  }
  // A warm-up add, so the first figure is not the first plan's compile time.
  await bigAdd(b.databaseUrl, variants, 100, []);
  for (const [cartons, updateAt] of [
    [20_000, UPDATE_AT_MS],
    [4_000, []],
    [4_000, UPDATE_AT_MS],
  ] as const)
    report(
      '2.16',
      `a cart of ${cartons.toLocaleString('en-US')} cartons of 0.001 CBM in one add`,
      await bigAdd(b.databaseUrl, variants, cartons - 1, updateAt),
    );
}
