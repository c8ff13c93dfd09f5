// POST /account/lists/add: a product (variant and quantity) onto one of the buyer's container
// lists, or onto a new one named in the form. Without JavaScript it redirects to the list;
// the product page's fetcher asks for the answer as data (`reply=data`) and stays.
import { LOGIN_PATH } from '@shop/domain';
import { data, redirect } from 'react-router';
import { errorLines } from '../api-errors';
import { formText } from '../form-values';
import { buyerSession } from '../../platform/buyer-session.server';
import { forgetListChoices } from './list-choices.server';
import { listPath } from './lists-paths';
import type { Route } from './+types/add.route';

export async function action({ context, request }: Route.ActionArgs) {
  const session = buyerSession(context);
  if (!session.loggedIn || session.token === null) return redirect(LOGIN_PATH);
  forgetListChoices(session);
  const form = formText(
    await request.formData(),
    'productId',
    'variantId',
    'quantity',
    'listId',
    'newName',
    'reply',
  );
  const token = { token: session.token };
  const asData = form.reply === 'data';
  const fail = (errors: string[]) => data({ ok: false as const, errors }, { status: 400 });
  try {
    let listId = Number(form.listId);
    let listName = '';
    if (form.listId === 'new' || form.listId === '' || form.listId === undefined) {
      const name = (form.newName ?? '').trim();
      if (name === '') return fail(['Name the new list.']);
      const list = await session.api.b2b.shoppingListsCreate({ name }, token);
      listId = list.id;
      listName = list.name;
    }
    await session.api.b2b.shoppingListsItemsCreate(
      {
        shoppingListId: listId,
        items: [
          {
            productId: Number(form.productId),
            variantId: Number(form.variantId),
            quantity: form.quantity ?? '',
          },
        ],
      },
      token,
    );
    if (!asData) return redirect(`${listPath(listId)}?done=saved`);
    return { ok: true as const, listId, listName, errors: [] };
  } catch (error) {
    return fail(errorLines(error, 'Adding to the container list'));
  }
}
