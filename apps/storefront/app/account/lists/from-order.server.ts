// "Save as container list" on a past order: a new list of the buyer's (a junior's starts as a
// draft) named after the order, with every line of it. The list and its lines are two calls;
// when the lines are refused (a product no longer sold), the new list is removed again so
// that no empty list is left behind, and the buyer is told why.
import type { BuyerSession } from '../../platform/buyer-session.server';
import { errorLines } from '../api-errors';
import type { OrderDetail } from '../order-detail.server';

export type SaveAsListResult = { ok: true; listId: number } | { ok: false; errors: string[] };

export const orderListName = (orderId: number) => `From order ${String(orderId)}`;

export async function saveOrderAsList(
  session: BuyerSession,
  token: string,
  order: OrderDetail,
): Promise<SaveAsListResult> {
  let listId: number;
  try {
    listId = (
      await session.api.b2b.shoppingListsCreate({ name: orderListName(order.id) }, { token })
    ).id;
  } catch (error) {
    return { ok: false, errors: errorLines(error, 'Saving the order as a container list') };
  }
  try {
    await session.api.b2b.shoppingListsItemsCreate(
      {
        shoppingListId: listId,
        items: order.lines.map((line) => ({
          productId: line.productId,
          variantId: line.variantId,
          quantity: line.quantity,
        })),
      },
      { token },
    );
    return { ok: true, listId };
  } catch (error) {
    await session.api.b2b.shoppingListsDelete(listId, { token }).catch((cleanup: unknown) => {
      console.error('An empty container list could not be removed', cleanup);
    });
    return { ok: false, errors: errorLines(error, 'Saving the order as a container list') };
  }
}
