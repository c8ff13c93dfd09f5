import {
  DEFAULT_CONTAINER_CAPACITY_CBM,
  LOAD_PLAN_REASON_FIELD,
  MAX_PLAN_CARTONS,
  NON_CONTAINER_CONFIRM_MESSAGE,
  OVER_CAPACITY_MESSAGE,
  PLAN_TIME_BUDGET_MS,
  checkContainerLoad,
  containerNoLongerFitsMessage,
  containerTypeForCapacity,
  isContainerLineName,
  judgeCartWrite,
} from '@shop/domain';
import type {
  CartRefusal,
  CartonSpec,
  Judgement,
  LineRequest,
  LoadCheck,
  LoadPlanReason,
  VariantFacts,
} from '@shop/domain';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors';
import type {
  CartLine,
  ContainerFacts,
  DescribedVariant,
  JudgedWrite,
  LineItemInput,
} from './types';

// The cart's rules, once: every write is judged by @shop/domain's judgeCartWrite over the facts
// the caller read, and a refusal becomes the API's error (behaviour.md#errors) here. No SQL:
// the steps (add-items.ts, update-items.ts) read the facts from the repository and pass them in.

/**
 * The over-capacity refusal (behaviour.md#errors): the figures of the factory that did not fit, and the
 * load plan's reason (behaviour.md#load-plans) — volume, weight, fit, cartons (more than a plan takes) or time
 * (no plan within the budget) — in the error list's `load_plan` field, which
 * @shop/domain's `loadPlanReasonOf` reads back.
 */
export function overCapacity(reason: LoadPlanReason, detail: string) {
  return new HttpError(409, OVER_CAPACITY_MESSAGE, [
    {
      status: 409,
      title: OVER_CAPACITY_MESSAGE,
      errors: { quantity: detail, [LOAD_PLAN_REASON_FIELD]: reason },
    },
  ]);
}

/**
 * The refusal's figures, after the factory's name when `factory` is given (an order: the
 * buyer may hold several factories' containers, behaviour.md#errors).
 */
const named = (detail: string, factory?: string) =>
  factory === undefined ? detail : containerNoLongerFitsMessage(factory, detail);

/** The CBM rule's refusal (behaviour.md#validation): more volume than the capacity the cart holds. */
export const overVolume = (usedAfter: number, capacity: number, factory?: string) =>
  overCapacity(
    'volume',
    named(`${usedAfter.toFixed(3)} CBM would exceed the ${capacity} CBM container`, factory),
  );

const KG = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const COUNT = new Intl.NumberFormat('en-US');

/** The planner's refusal, its figures in words for an API client. */
function loadRefused(check: Extract<LoadCheck, { fits: false }>, box: string, factory?: string) {
  const { reason, requested, capacity } = check;
  if (reason === 'volume')
    return overCapacity(
      reason,
      named(
        `The cartons take ${requested.cbm.toFixed(1)} CBM; a ${box} container holds ${capacity.cbm.toFixed(1)} CBM`,
        factory,
      ),
    );
  if (reason === 'weight')
    return overCapacity(
      reason,
      named(
        `The cartons weigh ${KG.format(requested.kg)} kg; a ${box} container takes ${KG.format(capacity.kg)} kg`,
        factory,
      ),
    );
  if (reason === 'cartons')
    return overCapacity(
      reason,
      `The lines make ${COUNT.format(requested.cartons)} cartons; one ${box} container is planned with at most ${COUNT.format(MAX_PLAN_CARTONS)}`,
    );
  // Nothing was planned, so nothing is known to fit: the add is refused, and may be tried again.
  if (reason === 'time')
    return overCapacity(
      reason,
      `The ${box} container could not be planned within ${String(PLAN_TIME_BUDGET_MS)} ms; nothing was added. Please try again`,
    );
  const left = check.plan?.unplaced.length;
  return overCapacity(
    reason,
    named(
      left === undefined
        ? `${String(requested.cartons)} cartons cannot be planned in a ${box} container`
        : `${String(left)} of ${String(requested.cartons)} cartons cannot be placed in a ${box} container (stacking, turning or the door opening)`,
      factory,
    ),
  );
}

const insufficientStock = (sku: string, available: number) =>
  new HttpError(422, `Insufficient stock for ${sku}: ${available} available`, [
    {
      status: 422,
      title: `Insufficient stock for ${sku}: ${available} available`,
      errors: { quantity: `Only ${available} of ${sku} available to sell` },
    },
  ]);

/** A judged refusal as the API's error. */
export function refusalError(refusal: CartRefusal): HttpError {
  switch (refusal.reason) {
    case 'not-found':
      return notFound(`Product ${refusal.productId} has no variant ${refusal.variantId}`);
    case 'not-sold':
      return badRequest(`Variant ${refusal.sku} cannot be purchased`);
    case 'stock':
      return insufficientStock(refusal.sku, refusal.available);
    case 'non-container':
      return badRequest('Only container products replace the non-container lines', {
        line_items: `Product ${refusal.productId} is not sold by the container`,
      });
    default:
      return refusal.rule === 'cbm'
        ? overVolume(refusal.usedAfter, refusal.capacity)
        : loadRefused(refusal.check, refusal.box);
  }
}

/**
 * The question of behaviour.md#cart-states is due (`non_container=ask`): the write is one the
 * rules allow, but the buyer must first agree to give up the non-container lines. Nothing was
 * written; the same write with `replace=non-container` is the Yes.
 */
export const nonContainerQuestion = () =>
  new HttpError(409, NON_CONTAINER_CONFIRM_MESSAGE, [
    {
      status: 409,
      title: NON_CONTAINER_CONFIRM_MESSAGE,
      errors: { non_container: 'ask' },
    },
  ]);

/** The items of a request body as the judge reads them. */
export const requestsOf = (items: readonly LineItemInput[]): LineRequest[] =>
  items.map((i) => ({ variantId: i.variant_id, productId: i.product_id, quantity: i.quantity }));

/** The variants a write involves as the judge reads them: the cart's lines and the ones asked for. */
function variantFacts(
  current: readonly CartLine[],
  described: ReadonlyMap<number, DescribedVariant>,
  container: ContainerFacts | null,
): Map<number, VariantFacts> {
  const facts = new Map<number, VariantFacts>();
  const put = (
    v: Pick<CartLine, 'variantId' | 'productId' | 'sku' | 'name' | 'brandId' | 'volume'>,
    purchasable: boolean,
    available: number,
  ) =>
    facts.set(v.variantId, {
      variantId: v.variantId,
      productId: v.productId,
      sku: v.sku,
      name: v.name,
      brandId: v.brandId,
      volume: v.volume,
      purchasable,
      available,
      carton: container?.cartons.get(v.variantId) ?? null,
    });
  // A line of the cart not asked for is never raised by the write: only its size counts.
  for (const line of current) put(line, true, line.quantity);
  for (const d of described.values()) put(d, d.isPurchasable, d.available);
  return facts;
}

/**
 * Judges a write (@shop/domain `judgeCartWrite`). A `whole` write that is refused throws the
 * refusal's error, and one that must first ask the buyer throws the question; otherwise the
 * judgement says what to write and, line by line, what became of each request.
 */
export function judge(
  current: readonly CartLine[],
  described: ReadonlyMap<number, DescribedVariant>,
  requests: readonly LineRequest[],
  container: ContainerFacts | null,
  write: JudgedWrite,
): Judgement {
  const judgement = judgeCartWrite(
    current.map((l) => ({ variantId: l.variantId, productId: l.productId, quantity: l.quantity })),
    requests,
    variantFacts(current, described, container),
    {
      ...write,
      capacityFor: (brandId) =>
        container?.capacityOf.get(brandId) ?? DEFAULT_CONTAINER_CAPACITY_CBM,
      checkLoad: checkContainerLoad,
    },
  );
  if (judgement.refusal) throw refusalError(judgement.refusal);
  if (judgement.ask) throw nonContainerQuestion();
  return judgement;
}

/** A refusal's figures in words, for an API client (the error list's text). */
export function refusalText(refusal: CartRefusal): string {
  const error = refusalError(refusal);
  const [item] = Array.isArray(error.detail) ? error.detail : [];
  return item?.errors.quantity ?? item?.errors.line_items ?? error.title;
}

/** A container line as the order's load check reads it. */
export interface LoadLine {
  variantId: number;
  name: string;
  brandId: number;
  quantity: number;
}

/**
 * Load plans at order time (behaviour.md#load-plans): each of `brandIds`' containers planned with
 * @shop/domain's planner in the box its capacity maps to; throws the over-capacity refusal,
 * naming the factory, for the first that cannot be planned.
 */
export function checkLoadPlans(
  lines: readonly LoadLine[],
  brandIds: readonly number[],
  capacityOf: ReadonlyMap<number, number>,
  cartons: ReadonlyMap<number, CartonSpec | null>,
  factoryOf?: ReadonlyMap<number, string>,
): void {
  const wanted = new Set(brandIds);
  const container = lines.filter(
    (l) => wanted.has(l.brandId) && l.quantity > 0 && isContainerLineName(l.name),
  );
  for (const brandId of wanted) {
    const mine = container.filter((l) => l.brandId === brandId);
    if (mine.length === 0) continue;
    const box = containerTypeForCapacity(capacityOf.get(brandId) ?? DEFAULT_CONTAINER_CAPACITY_CBM);
    const check = checkContainerLoad(
      mine.map((l) => ({
        key: String(l.variantId),
        label: l.name,
        quantity: l.quantity,
        carton: cartons.get(l.variantId) ?? null,
      })),
      box,
    );
    if (!check.fits) throw loadRefused(check, box.label, factoryOf?.get(brandId));
  }
}

/**
 * How many times a container write reads, plans and tries to write before it gives up: each
 * lost race means another write to the cart landed, so eight racing adds all get through.
 */
export const CONTAINER_ADD_ATTEMPTS = 8;

/** A container write that lost CONTAINER_ADD_ATTEMPTS races. */
export const cartChanged = () =>
  conflict('The cart changed while the change was being checked. Please try again.');
