import { isInsufficientStockError } from '@shop/domain';
import { ApiError } from './api-error';

function titleOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null
    ? (value as { title?: unknown }).title
    : undefined;
}

/**
 * behaviour.md#errors: an add-to-cart failure "whose title contains 'sufficient stock'". The title is
 * at the top of the error body (commerce API and reference backend alike); it may also be
 * nested in `message` or only survive in the error list, so all three are asked.
 */
export function isInsufficientStock(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const body = error.body;
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return [titleOf(body), titleOf(message), ...error.errors].some(isInsufficientStockError);
}
