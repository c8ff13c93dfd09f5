// Reorder (docs/behaviour.md#order-documents): every line of a past order that is still sold goes into the cart in
// one add — quantities capped by the stock available and by the factory's container — and
// the buyer is told what could not be added, and why.
import type { Customer } from '@shop/api';
import {
  addCheckedLines,
  checkLines,
  LinesUnavailableError,
  type CheckedLine,
} from '../cart/check-lines.server';
import type { BuyerSession } from '../platform/buyer-session.server';
import type { OrderDetail } from './order-detail.server';

export interface ReorderResult {
  checked: CheckedLine[];
  /** How many lines went into the cart; null when nothing was added. */
  added: number | null;
  error: string | null;
}

export async function reorder(
  session: BuyerSession,
  customer: Customer,
  order: OrderDetail,
  addKey?: string,
): Promise<ReorderResult> {
  const requested = order.lines.map((line) => ({
    source: line.name,
    sku: line.sku,
    quantity: line.quantity,
  }));
  let checked: CheckedLine[];
  try {
    checked = await checkLines(session, customer, requested, { shortfall: 'cap' });
  } catch (error) {
    if (!(error instanceof LinesUnavailableError)) throw error;
    return {
      checked: [],
      added: null,
      error: 'The order could not be checked just now. Please try again.',
    };
  }
  const added = await addCheckedLines(session, checked, addKey);
  return added.ok
    ? { checked, added: added.added, error: null }
    : { checked, added: null, error: added.message };
}
