import { ApiError, isInsufficientStock } from '@shop/api/errors';
import {
  loadPlanReasonOf,
  NON_CONTAINER_CONFIRM_MESSAGE,
  OVER_CAPACITY_MESSAGE,
  type LoadPlanReason,
} from '@shop/domain';

export type CartFailure =
  | 'over-capacity'
  | 'insufficient-stock'
  /** The backend asks the question of behaviour.md#cart-states before adding (`non_container=ask`). */
  | 'confirm'
  | 'not-found'
  | 'unauthorised'
  | 'other';

/** What a failed cart call means for the buyer (behaviour.md#errors). */
export function classifyCartError(error: unknown): CartFailure {
  if (isInsufficientStock(error)) return 'insufficient-stock';
  if (error instanceof ApiError) {
    if (error.status === 404) return 'not-found';
    if (error.status === 401 || error.status === 403) return 'unauthorised';
    // The refusal's title carries the over-capacity text of behaviour.md#errors; the error list only the figures.
    const said = [error.message, ...error.errors, JSON.stringify(error.body ?? null)].join(' ');
    if (error.status === 409 && said.includes(OVER_CAPACITY_MESSAGE)) return 'over-capacity';
    if (error.status === 409 && said.includes(NON_CONTAINER_CONFIRM_MESSAGE)) return 'confirm';
  }
  return 'other';
}

/**
 * The reason an over-capacity refusal names (volume, weight, fit, cartons or time, behaviour.md#load-plans), from the
 * error list of the commerce API's 409; null when it names none.
 */
export function overCapacityReason(error: unknown): LoadPlanReason | null {
  return error instanceof ApiError ? loadPlanReasonOf(error.body) : null;
}
