// The production slot each factory of a container cart would book now, shown on the builder
// and at checkout; checkout sends the slots it showed, so the order keeps those dates or is
// refused with the next ones (the backend's 409), never moved silently.
import type { ApiCaller } from '../platform/api.server';

export interface SlotView {
  brandId: string;
  factory: string;
  /** The slot's key (its cut-off date at the factory), sent back with the order. */
  key: string;
  /** "Fri 4 Dec", "18 Jan": the factory's dates in words. */
  cutoff: string;
  cutoffTime: string;
  departure: string;
  cutoffDateTime: string;
  departureDateTime: string;
}

/**
 * The next slot of each factory (brand ids as strings). A failure shows no slot rather than
 * no page: the order then books the next slot when it is placed.
 */
export async function productionSlotsOf(
  { api, token }: ApiCaller,
  brandIds: readonly string[],
): Promise<SlotView[]> {
  if (brandIds.length === 0) return [];
  try {
    const factories = await api.production.slots(brandIds.map(Number), { token });
    return factories.map((factory) => ({
      brandId: String(factory.brand_id),
      factory: factory.factory,
      key: factory.next_slot.key,
      cutoff: factory.next_slot.words.cutoff,
      cutoffTime: factory.next_slot.words.cutoffTime,
      departure: factory.next_slot.words.departure,
      cutoffDateTime: factory.next_slot.cutoffAt,
      departureDateTime: factory.next_slot.departure,
    }));
  } catch (error) {
    console.error('Production slots could not be read', error);
    return [];
  }
}

const SLOT_FIELD = /^slot_([1-9]\d{0,8})$/;
const SLOT_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The slots a checkout form showed, as the order's `production_slots` (brand id → key). */
export function slotsFromForm(form: FormData): Record<string, string> {
  const slots: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    const brandId = SLOT_FIELD.exec(name)?.[1];
    if (brandId && typeof value === 'string' && SLOT_KEY.test(value)) slots[brandId] = value;
  }
  return slots;
}
