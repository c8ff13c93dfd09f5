// The lists a buyer can add a product to (the product page's and the quick view's "Add to
// container list"): their own lists the rules let them change — drafts and rejected lists, or
// approved ones of a buyer who needs no approval. Null for a customer in no company, or when
// the lists cannot be read (the page then offers no list form; the product is still sold).
//
// A buyer opens many product pages and their lists rarely change, so each buyer's answer is
// kept for LIST_CHOICES_SECONDS (by a hash of their token, in this process): every list write
// of this storefront forgets it at once (`forgetListChoices`), and a change made elsewhere — a
// colleague's approval or rejection, another replica — shows within that time. A list offered
// a little late is still judged by the backend when something is added to it.
import { hash } from 'node:crypto';
import { ApiError } from '@shop/api/errors';
import { SHOPPING_LIST_STATUSES } from '@shop/domain';
import { LRUCache } from 'lru-cache';
import type { BuyerSession } from '../../platform/buyer-session.server';

export interface ListChoice {
  id: number;
  name: string;
}

const { approved, draft, rejected } = SHOPPING_LIST_STATUSES;

export const LIST_CHOICES_SECONDS = 30;

const remembered = new LRUCache<string, { lists: ListChoice[] | null }>({
  max: 5_000,
  ttl: LIST_CHOICES_SECONDS * 1000,
});

const keyOf = (token: string) => hash('sha256', token, 'base64url');

async function readListChoices(session: BuyerSession, token: string) {
  try {
    const { edges } = await session.api.b2b.shoppingLists(
      { first: 100, status: [draft, rejected, approved] },
      { token },
    );
    return {
      lists: edges
        .map((edge) => edge.node)
        .filter((list) => list.isOwner)
        .map((list) => ({ id: list.id, name: list.name })),
    };
  } catch (error) {
    // Not a company user: that answer is kept too. Anything else is tried again next time.
    if (error instanceof ApiError && error.status === 403) return { lists: null };
    console.error('Container lists could not be read', error);
    return null;
  }
}

export async function listChoices(session: BuyerSession): Promise<ListChoice[] | null> {
  const { token } = session;
  // Only for a session the backend still accepts: a revoked token gets nothing kept for it.
  if (token === null || (await session.customer()) === null) return null;
  const key = keyOf(token);
  const kept = remembered.get(key);
  if (kept) return kept.lists;
  const answer = await readListChoices(session, token);
  if (answer === null) return null;
  remembered.set(key, answer);
  return answer.lists;
}

/** After this buyer wrote a list: their next page reads their lists afresh. */
export function forgetListChoices(session: Pick<BuyerSession, 'token'>): void {
  if (session.token !== null) remembered.delete(keyOf(session.token));
}
