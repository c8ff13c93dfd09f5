// A new container list of the buyer's (a junior's starts as a draft) with lines from elsewhere:
// a past order ("Save as container list" on its page) or quick order's checked lines. The
// list and its lines are two calls; when the lines are refused (a product no longer sold), the
// new list is removed again so that no empty list is left behind, and the buyer is told why.
import type { BuyerSession } from '../../platform/buyer-session.server';
import { errorLines } from '../api-errors';
import { forgetListChoices } from './list-choices.server';

export type SaveAsListResult = { ok: true; listId: number } | { ok: false; errors: string[] };

export interface ListLine {
  productId: number;
  variantId: number;
  quantity: number;
}

export const orderListName = (orderId: number) => `From order ${String(orderId)}`;

const WHAT = 'Saving the lines as a container list';

export async function saveAsList(
  session: BuyerSession,
  name: string,
  lines: readonly ListLine[],
): Promise<SaveAsListResult> {
  const token = session.token ?? '';
  forgetListChoices(session);
  if (name.trim() === '') return { ok: false, errors: ['Name the new list.'] };
  if (lines.length === 0) return { ok: false, errors: ['There are no lines to save.'] };
  let listId: number;
  try {
    listId = (await session.api.b2b.shoppingListsCreate({ name: name.trim() }, { token })).id;
  } catch (error) {
    return { ok: false, errors: errorLines(error, WHAT) };
  }
  try {
    await session.api.b2b.shoppingListsItemsCreate(
      {
        shoppingListId: listId,
        items: lines.map(({ productId, variantId, quantity }) => ({
          productId,
          variantId,
          quantity,
        })),
      },
      { token },
    );
    return { ok: true, listId };
  } catch (error) {
    await session.api.b2b.shoppingListsDelete(listId, { token }).catch((cleanup: unknown) => {
      console.error('An empty container list could not be removed', cleanup);
    });
    return { ok: false, errors: errorLines(error, WHAT) };
  }
}
