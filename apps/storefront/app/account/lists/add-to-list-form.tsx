// "Add to container list" beside add-to-cart on a product page: choose one of the buyer's
// lists or name a new one. A plain form post without JavaScript (it lands on the list); with
// JavaScript a fetcher posts it and the page says where it went.
import { Button } from '@shop/ui/button';
import { FormAlert } from '@shop/ui/form';
import { useFetcher } from 'react-router';
import { useHydrated } from '../../platform/use-hydrated';
import { AppLink } from '../../shell/app-link';
import type { ListChoice } from './list-choices.server';
import { listPath } from './lists-paths';
import type { action } from './add.route';

export const ADD_TO_LIST_PATH = '/account/lists/add';

export function AddToListForm({
  lists,
  productId,
  variantId,
}: {
  lists: readonly ListChoice[];
  productId: number;
  variantId: number | null;
}) {
  const fetcher = useFetcher<typeof action>();
  // Set once hydrated: without JavaScript the action answers with a redirect to the list.
  const hydrated = useHydrated();
  const answer = fetcher.data;
  if (variantId === null) return null;
  return (
    <fetcher.Form method="post" action={ADD_TO_LIST_PATH} className="catalogue-product__list-form">
      <fieldset>
        <legend className="ui-label">Add to container list</legend>
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="variantId" value={variantId} />
        {hydrated ? <input type="hidden" name="reply" value="data" /> : null}
        <label className="ui-label" htmlFor="list-quantity">
          Quantity for the list
        </label>
        <input
          id="list-quantity"
          className="ui-input"
          type="number"
          name="quantity"
          min={1}
          max={9_999}
          defaultValue={1}
          required
        />
        <label className="ui-label" htmlFor="list-choice">
          List
        </label>
        <select id="list-choice" className="ui-input" name="listId" defaultValue="new">
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
          <option value="new">A new list…</option>
        </select>
        <label className="ui-label" htmlFor="list-new-name">
          New list’s name (for a new list)
        </label>
        <input id="list-new-name" className="ui-input" name="newName" maxLength={200} />
        <Button type="submit" variant="secondary" loading={fetcher.state !== 'idle'}>
          Add to list
        </Button>
      </fieldset>
      <div role="status">
        {answer && !answer.ok ? <FormAlert type="error" messages={answer.errors} /> : null}
        {answer?.ok ? (
          <p>
            Added to the list. <AppLink to={listPath(answer.listId)}>See the list</AppLink>
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
