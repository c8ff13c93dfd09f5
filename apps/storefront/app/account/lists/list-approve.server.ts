// Approving a container list: its lines go into the APPROVER's cart in one add, line by line,
// judged by the cart's rules as quick order's are (stock, still sold, one factory's container
// and its load plan) — each added or refused with its reason — and only when at least one line
// went in does the list become approved (status 0); refused lines are reported, not lost.
import type { ShoppingList } from '@shop/api/b2b';
import type { Customer } from '@shop/api';
import { SHOPPING_LIST_STATUSES } from '@shop/domain';
import {
  addCheckedLines,
  checkLines,
  LinesUnavailableError,
  type CheckedLine,
} from '../../cart/check-lines.server';
import type { BuyerSession } from '../../platform/buyer-session.server';
import { errorLines } from '../api-errors';

export interface ApproveResult {
  checked: CheckedLine[];
  /** How many lines went into the cart; null when nothing was added (the list stays waiting). */
  added: number | null;
  /** The question of behaviour.md#cart-states, when it is due (nothing was added). */
  confirm: string | null;
  errors: string[];
}

export async function approveList(
  session: BuyerSession,
  customer: Customer,
  list: ShoppingList,
  options: { addKey?: string | undefined; nonContainer: 'ask' | 'replace' },
): Promise<ApproveResult> {
  const requested = list.products.edges.map(({ node }) => ({
    source: node.productName,
    sku: node.variantSku,
    quantity: node.quantity,
  }));
  if (requested.length === 0)
    return { checked: [], added: null, confirm: null, errors: ['The list has no lines.'] };
  let checked: CheckedLine[];
  try {
    checked = await checkLines(session, customer, requested);
  } catch (error) {
    if (!(error instanceof LinesUnavailableError)) throw error;
    return {
      checked: [],
      added: null,
      confirm: null,
      errors: ['The list could not be checked just now. Please try again.'],
    };
  }
  const added = await addCheckedLines(session, checked, {
    shortfall: 'refuse',
    nonContainer: options.nonContainer,
    idempotencyKey: options.addKey,
  });
  if (added.kind === 'confirm') return { checked, added: null, confirm: added.message, errors: [] };
  if (added.kind === 'failed')
    return { checked, added: null, confirm: null, errors: [added.message] };
  if (added.added === 0)
    return {
      checked: added.lines,
      added: null,
      confirm: null,
      errors: ['No line could go into your cart, so the list was not approved.'],
    };
  try {
    await session.api.b2b.shoppingListsUpdate(
      list.id,
      { name: list.name, status: SHOPPING_LIST_STATUSES.approved },
      { token: session.token ?? '' },
    );
  } catch (error) {
    return {
      checked: added.lines,
      added: added.added,
      confirm: null,
      errors: errorLines(error, 'Approving the container list'),
    };
  }
  return { checked: added.lines, added: added.added, confirm: null, errors: [] };
}
