// Creating a cart and adding to one, as steps: read the cart and the variants asked for →
// read what a container write weighs → judge (rules.ts: the targets, or a refusal) → plan the
// rows → write. Every step that touches the database is one call into the repository; this
// file holds no SQL, and nothing it calls calls back into it.
//
//   createCart          priceListOf → describeVariants → readContainerFacts → judge → planLines → insertCart
//   addItems            keyOf, then per try: alreadyTaken → addOptimistically, or addLocked
//   addOptimistically   readCartForWrite → readContainerFacts → judge → rememberDetails
//                       → fillDetails → planLines → writeLinesIfUnchanged
//   addLocked           lockCartForWrite → alreadyTaken → loadLinesAndVariants
//                       → readContainerFacts → judge → planLines → writePlan → recordAddKey
import { createHash, randomUUID } from 'node:crypto';
import type { LineVerdict } from '@shop/domain';
import type { Database, Db, Tx } from '../../db/client';
import { unprocessable } from '../../http/errors';
import { recordAddKey, recordedRequestHash } from './repository/add-keys';
import {
  describeVariants,
  loadCart,
  loadLinesAndVariants,
  priceListOf,
  readCartForWrite,
  readVariants,
} from './repository/cart-reads';
import {
  insertCart,
  lockCartForWrite,
  planLines,
  writeLinesIfUnchanged,
  writePlan,
} from './repository/cart-writes';
import { readContainerFacts } from './repository/containers';
import { CONTAINER_ADD_ATTEMPTS, cartChanged, judge, requestsOf } from './rules';
import type {
  AddKey,
  CartLine,
  CartViewer,
  DescribedVariant,
  JudgedWrite,
  LineItemInput,
  LoadedCart,
} from './types';
import type { VariantDetailsCache } from './variant-details-cache';

/**
 * A new cart with its first lines. They are judged first — a container planned (behaviour.md#load-plans) —
 * with no transaction open: nobody else can write to a cart that does not exist yet.
 */
export async function createCart(
  db: Db,
  viewer: CartViewer | undefined,
  items: readonly LineItemInput[],
  write: Omit<JudgedWrite, 'write'> = {},
): Promise<(LoadedCart & { verdicts: LineVerdict[] }) | { cart: null; verdicts: LineVerdict[] }> {
  const id = randomUUID();
  const { priceListId, groupName } = await priceListOf(db, viewer?.id ?? null);
  const requests = requestsOf(items);
  const described = await describeVariants(
    db,
    requests.map((r) => r.variantId),
    priceListId,
  );
  const container = await readContainerFacts(db, id, [], described, requests);
  // A new cart holds no line; the lines asked for may still mix (a pasted list): the question.
  const { targets, verdicts } = judge([], described, requests, container, {
    ...write,
    write: 'add',
  });
  // A line-by-line write that could take none of its lines makes no cart.
  if (targets.size === 0) return { cart: null, verdicts };
  const plan = planLines(targets, [], described);
  const cart = await insertCart(db, id, viewer, plan);
  return { cart, groupName, lines: plan.lines, verdicts };
}

export interface AddOptions {
  /**
   * The "Yes" of behaviour.md#cart-states: the cart's non-container lines go in the same write as the add of
   * these container products — or, when the add is refused, nothing changes.
   */
  replaceNonContainer?: boolean;
  /** `ask`: answer the question of behaviour.md#cart-states (409) rather than add (the storefront's first try). */
  nonContainer?: JudgedWrite['nonContainer'];
  /** Line by line (quick order, reorder): each line added, capped or refused on its own. */
  lines?: JudgedWrite['lines'];
  shortfall?: JudgedWrite['shortfall'];
  /** The client's Idempotency-Key: an add sent again with it is answered, not applied twice. */
  key?: string;
}

/**
 * An add's answer: the cart, whether it answers a key this cart had already taken, and what
 * became of each line (none for a replay: the first answer said it).
 */
export interface AddResult extends LoadedCart {
  replayed: boolean;
  verdicts: LineVerdict[] | null;
}

/**
 * Adds to a cart. Without a transaction: one read, the judgement, one conditional write that
 * lands only if the cart row is the one read (every cart-line writer stamps it). A container
 * add plans its load between the read and the write, with nothing locked (behaviour.md#load-plans); if
 * anything wrote to the cart in between, it reads and plans again, never writing a plan made
 * against the old lines, and after CONTAINER_ADD_ATTEMPTS lost races answers 409. Any other
 * add, whose judgement plans nothing, runs again under the cart's row lock.
 */
export async function addItems(
  database: Database,
  cache: VariantDetailsCache,
  cartId: string,
  viewer: CartViewer | undefined,
  items: readonly LineItemInput[],
  options: AddOptions = {},
): Promise<AddResult> {
  const write: JudgedWrite = {
    write: 'add',
    nonContainer: options.replaceNonContainer ? 'replace' : (options.nonContainer ?? 'keep'),
    lines: options.lines ?? 'whole',
    shortfall: options.shortfall ?? 'refuse',
  };
  const addKey = keyOf(options.key, items, write);
  for (let attempt = 1; ; attempt++) {
    // An add sent again with its key is answered before any rule: a container it filled
    // would otherwise refuse the very add that filled it.
    if (addKey && (await alreadyTaken(database.db, cartId, addKey)))
      return { ...(await loadCart(database.db, cartId, viewer)), replayed: true, verdicts: null };
    const result = await addOptimistically(database, cache, cartId, viewer, items, write, addKey);
    if (result.kind === 'added')
      return { ...result.cart, replayed: false, verdicts: result.verdicts };
    if (!result.planned) return addLocked(database.db, cartId, viewer, items, write, addKey);
    if (attempt >= CONTAINER_ADD_ATTEMPTS) throw cartChanged();
  }
}

const ADD_KEY_REUSED = 'This Idempotency-Key was already used for another add to this cart';

/**
 * Step: the add's Idempotency-Key and the hash of its lines and options, or undefined without
 * a key. An add whose answer was lost (a storefront or a balancer gone between the write and
 * the answer) and is sent again finds its key and is answered with the cart as it is.
 */
function keyOf(
  key: string | undefined,
  items: readonly LineItemInput[],
  write: Omit<JudgedWrite, 'write'>,
): AddKey | undefined {
  if (key === undefined) return undefined;
  const asked = items.map((i) => [i.product_id, i.variant_id, i.quantity]);
  const { nonContainer = 'keep', lines = 'whole', shortfall = 'refuse' } = write;
  const requestHash = createHash('sha256')
    .update(JSON.stringify({ asked, nonContainer, lines, shortfall }))
    .digest('hex');
  return { key, requestHash };
}

/**
 * Step: whether this add was already taken (true: answer it as a replay), refusing a key that
 * came with another add (422, as for orders). Asked before an add is judged, and again under
 * the cart's row lock.
 */
async function alreadyTaken(q: Db | Tx, cartId: string, addKey: AddKey): Promise<boolean> {
  const earlier = await recordedRequestHash(q, cartId, addKey.key);
  if (earlier === undefined) return false;
  if (earlier !== addKey.requestHash)
    throw unprocessable(ADD_KEY_REUSED, { 'Idempotency-Key': ADD_KEY_REUSED });
  return true;
}

/** What one optimistic try came to. */
type OptimisticAdd =
  | { kind: 'added'; cart: LoadedCart; verdicts: LineVerdict[] }
  /**
   * The cart changed between the read and the write; nothing was written. `planned`: the add
   * involved a container (its judgement plans a load), so the caller tries again the same way
   * rather than under the cart's lock.
   */
  | { kind: 'changed'; planned: boolean };

/**
 * Step: the add without a transaction (two statements for an ordinary add, behaviour.md#performance):
 * read, judge (for a container: plan its load, holding no lock and no transaction meanwhile —
 * a plan takes up to the planner's time budget, and a lock held that long stalled every other
 * writer of the cart), then one conditional write, which records the add's key with its lines.
 * `changed` when the cart changed between the read and the write (or its key was taken
 * meanwhile: the next try answers it as a replay); refusals throw as usual.
 */
async function addOptimistically(
  database: Database,
  cache: VariantDetailsCache,
  cartId: string,
  viewer: CartViewer | undefined,
  items: readonly LineItemInput[],
  write: JudgedWrite,
  addKey: AddKey | undefined,
): Promise<OptimisticAdd> {
  const asked = new Set(items.map((i) => i.variant_id));
  const viewerId = viewer?.id ?? null;
  const replacing = write.nonContainer === 'replace';
  let read = await readCartForWrite(database, replacing, cartId, viewerId, asked);
  const isContainer = (id: number) => read.described.get(id)?.isContainer === true;
  const container = replacing || items.some((i) => isContainer(i.variant_id));
  // Container capacity needs every line's fresh volume, which the short read leaves out.
  if (container && !replacing)
    read = await readCartForWrite(database, true, cartId, viewerId, asked);
  const { head, current, described } = read;
  const requests = requestsOf(items);
  const facts = await readContainerFacts(database.db, cartId, current, described, requests);
  const { targets, verdicts } = judge(current, described, requests, facts, write);
  rememberDetails(cache, asked, described);
  if (!container) await fillDetails(database, cache, current, asked, head.priceListId);
  const plan = planLines(targets, current, described);
  const answer = (lines: CartLine[], updatedAt: string | number | Date): LoadedCart => ({
    cart: {
      id: head.id,
      customerId: head.customerId,
      currency: head.currency,
      createdAt: new Date(head.createdAt),
      updatedAt: new Date(updatedAt),
    },
    groupName: head.groupName ?? '',
    lines,
  });
  // A line-by-line write that could take none of its lines changes nothing.
  if (targets.size === 0) return { kind: 'added', cart: answer(current, head.updatedAt), verdicts };
  const updatedAt = await writeLinesIfUnchanged(
    database,
    cartId,
    viewerId,
    head.version,
    plan,
    addKey,
  );
  if (updatedAt === null) return { kind: 'changed', planned: container };
  return { kind: 'added', cart: answer(plan.lines, updatedAt), verdicts };
}

/** Step: the asked variants' details, fresh from the read, go into the cache. */
function rememberDetails(
  cache: VariantDetailsCache,
  asked: ReadonlySet<number>,
  described: ReadonlyMap<number, DescribedVariant>,
) {
  for (const id of asked) {
    const d = described.get(id);
    if (d) cache.set(id, d);
  }
}

/** Step: the lines not asked for get their volume and options from the cache, or one lookup for the misses. */
async function fillDetails(
  database: Database,
  cache: VariantDetailsCache,
  lines: CartLine[],
  asked: ReadonlySet<number>,
  priceListId: number | null,
) {
  const missing: CartLine[] = [];
  for (const line of lines) {
    if (asked.has(line.variantId)) continue;
    const details = cache.get(line.variantId);
    if (details) {
      line.volume = details.volume;
      line.options = details.options;
    } else missing.push(line);
  }
  if (missing.length === 0) return;
  const fetched = await readVariants(
    database,
    missing.map((l) => l.variantId),
    priceListId,
  );
  for (const line of missing) {
    const d = fetched.get(line.variantId);
    if (!d) continue;
    cache.set(line.variantId, d);
    line.volume = d.volume;
    line.options = d.options;
  }
}

/** Step: an add that plans no load (no container product), under the cart's row lock. */
async function addLocked(
  db: Db,
  cartId: string,
  viewer: CartViewer | undefined,
  items: readonly LineItemInput[],
  write: JudgedWrite,
  addKey: AddKey | undefined,
): Promise<AddResult> {
  return db.transaction(async (tx) => {
    // One UPDATE locks the cart: concurrent adds are judged one after the other (stock).
    const { cart, priceListId, groupName } = await lockCartForWrite(tx, cartId, viewer);
    const replayed = addKey !== undefined && (await alreadyTaken(tx, cartId, addKey));
    const { current, described } = await loadLinesAndVariants(
      tx,
      cartId,
      priceListId,
      replayed ? [] : items.map((i) => i.variant_id),
    );
    if (replayed) return { cart, groupName, lines: current, replayed, verdicts: null };
    const requests = requestsOf(items);
    const facts = await readContainerFacts(tx, cartId, current, described, requests);
    const { targets, verdicts } = judge(current, described, requests, facts, write);
    let lines = [...current];
    if (targets.size > 0) {
      const plan = planLines(targets, current, described);
      await writePlan(tx, cartId, plan);
      lines = plan.lines;
    }
    if (addKey) await recordAddKey(tx, cartId, addKey);
    return { cart, groupName, lines, replayed, verdicts };
  });
}
