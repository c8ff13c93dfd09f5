// The lists a buyer can add a product to (the product page's "Add to container list"): their
// own lists the rules let them change — drafts and rejected lists, or approved ones of a buyer
// who needs no approval. Null for a customer in no company, or when the lists cannot be read
// (the page then offers no list form; the product is still sold).
import { ApiError } from '@shop/api/errors';
import { SHOPPING_LIST_STATUSES } from '@shop/domain';
import type { BuyerSession } from '../../platform/buyer-session.server';

export interface ListChoice {
  id: number;
  name: string;
}

const { approved, draft, rejected } = SHOPPING_LIST_STATUSES;

export async function listChoices(session: BuyerSession): Promise<ListChoice[] | null> {
  if (!session.loggedIn || session.token === null) return null;
  try {
    const { edges } = await session.api.b2b.shoppingLists(
      { first: 100, status: [draft, rejected, approved] },
      { token: session.token },
    );
    return edges
      .map((edge) => edge.node)
      .filter((list) => list.isOwner)
      .map((list) => ({ id: list.id, name: list.name }));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 403))
      console.error('Container lists could not be read', error);
    return null;
  }
}
