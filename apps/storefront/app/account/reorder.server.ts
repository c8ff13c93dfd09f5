// Reorder (docs/behaviour.md#order-documents): every line of a past order that is still sold goes into the cart in
// one add, line by line — quantities capped by the stock available and by the factory's
// container, as the backend judges them — and the buyer is told what could not be added, and
// why; the question of behaviour.md#cart-states comes first when container and non-container
// lines would mix.
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
  /** The question of behaviour.md#cart-states, when it is due (nothing was added). */
  confirm: string | null;
  error: string | null;
}

export async function reorder(
  session: BuyerSession,
  customer: Customer,
  order: OrderDetail,
  addKey?: string,
  nonContainer: 'ask' | 'replace' = 'ask',
): Promise<ReorderResult> {
  const requested = order.lines.map((line) => ({
    source: line.name,
    sku: line.sku,
    quantity: line.quantity,
  }));
  let checked: CheckedLine[];
  try {
    checked = await checkLines(session, customer, requested);
  } catch (error) {
    if (!(error instanceof LinesUnavailableError)) throw error;
    return {
      checked: [],
      added: null,
      confirm: null,
      error: 'The order could not be checked just now. Please try again.',
    };
  }
  const added = await addCheckedLines(session, checked, {
    shortfall: 'cap',
    nonContainer,
    idempotencyKey: addKey,
  });
  if (added.kind === 'confirm')
    return { checked, added: null, confirm: added.message, error: null };
  if (added.kind === 'failed') return { checked, added: null, confirm: null, error: added.message };
  return { checked: added.lines, added: added.added, confirm: null, error: null };
}
