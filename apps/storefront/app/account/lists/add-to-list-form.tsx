// "Add to container list" beside add-to-cart on a product page: choose one of the buyer's
// lists or name a new one (the quick view offers it too, with the modal's own quantity). A
// plain form post without JavaScript (it lands on the list); with JavaScript a fetcher posts
// it and the page says where it went.
import { Button } from '@shop/ui/button';
import { FormAlert } from '@shop/ui/form';
import { useId } from 'react';
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
  quantity,
}: {
  lists: readonly ListChoice[];
  productId: number;
  variantId: number | null;
  /** The quantity chosen beside the form (the quick view's); without it the form asks. */
  quantity?: number;
}) {
  const fetcher = useFetcher<typeof action>();
  const id = useId();
  // Set once hydrated: without JavaScript the action answers with a redirect to the list.
  const hydrated = useHydrated();
  const answer = fetcher.data;
  if (variantId === null) return null;
  return (
    <fetcher.Form method="post" action={ADD_TO_LIST_PATH} className="list-add-form">
      <fieldset>
        <legend className="ui-label">Add to container list</legend>
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="variantId" value={variantId} />
        {hydrated ? <input type="hidden" name="reply" value="data" /> : null}
        {quantity === undefined ? (
          <>
            <label className="ui-label" htmlFor={`${id}-quantity`}>
              Quantity for the list
            </label>
            <input
              id={`${id}-quantity`}
              className="ui-input"
              type="number"
              name="quantity"
              min={1}
              max={9_999}
              defaultValue={1}
              required
            />
          </>
        ) : (
          <input type="hidden" name="quantity" value={quantity} />
        )}
        <label className="ui-label" htmlFor={`${id}-list`}>
          List
        </label>
        <select id={`${id}-list`} className="ui-input" name="listId" defaultValue="new">
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
          <option value="new">A new list…</option>
        </select>
        <label className="ui-label" htmlFor={`${id}-name`}>
          New list’s name (for a new list)
        </label>
        <input id={`${id}-name`} className="ui-input" name="newName" maxLength={200} />
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
