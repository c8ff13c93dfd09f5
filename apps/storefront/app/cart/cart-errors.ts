import { ApiError, isInsufficientStock } from '@shop/api/errors';
import { OVER_CAPACITY_MESSAGE } from '@shop/domain';

export type CartFailure = 'over-capacity' | 'insufficient-stock' | 'not-found' | 'other';

/** What a failed cart call means for the buyer (SPEC §8). */
export function classifyCartError(error: unknown): CartFailure {
  if (isInsufficientStock(error)) return 'insufficient-stock';
  if (error instanceof ApiError) {
    if (error.status === 404) return 'not-found';
    // The refusal's title carries the SPEC §8 text; the error list only the figures.
    const said = [error.message, ...error.errors, JSON.stringify(error.body ?? null)].join(' ');
    if (error.status === 409 && said.includes(OVER_CAPACITY_MESSAGE)) return 'over-capacity';
  }
  return 'other';
}

/** A cart we may no longer read (gone, or not ours): forget it. A network blip is not that. */
export function cartIsGone(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
