// The pieces of a container list's page: the notice of its approval or rejection, its lines
// (editable while the rules allow), the decisions (submit; approve or reject) and what an
// approval put into the cart.
import type { ShoppingList } from '@shop/api/b2b';
import { SHOPPING_LIST_STATUSES, formatCurrency } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { FormAlert } from '@shop/ui/form';
import { Form, useFetcher, useNavigation, useSearchParams } from 'react-router';
import { CART_PATH } from '../../cart/cart-paths';
import { ConfirmReplaceForm } from '../../cart/confirm-replace-form';
import { AppLink } from '../../shell/app-link';
import type { ListAbilities } from './lists.server';
import type { ApproveResult } from './list-approve.server';

const { approved, draft, readyForApproval, rejected } = SHOPPING_LIST_STATUSES;

const DONE_MESSAGES: Record<string, string> = {
  submitted: 'The list was submitted for approval. Your approvers have been e-mailed.',
  rejected: 'The list was rejected; its maker has been e-mailed the reason.',
  saved: 'The list was saved.',
};

/** The list's standing as a page notice: its rejection with the reason, or its approval. */
export function ListNotice({ list }: { list: ShoppingList }) {
  const [params] = useSearchParams();
  const done = DONE_MESSAGES[params.get('done') ?? ''];
  return (
    <div role="status" className="list-detail__notice">
      {done ? <FormAlert type="success" messages={[done]} /> : null}
      {list.status === rejected ? (
        <FormAlert
          type="error"
          title="This list was rejected"
          messages={[
            `This list was rejected. Reason: ${list.reason}`,
            'Change it and submit it again.',
          ]}
        />
      ) : null}
      {list.status === approved && list.isOwner && list.customerInfo.role === 2 ? (
        <FormAlert type="success" messages={['This list was approved.']} />
      ) : null}
      {list.status === readyForApproval ? (
        <p>This list is waiting for approval; its lines cannot change until it is decided.</p>
      ) : null}
    </div>
  );
}

/** Whether the caller may change the lines now (the server judges again). */
function editable(list: ShoppingList, abilities: ListAbilities): boolean {
  if (list.status === readyForApproval) return false;
  if (list.status === draft || list.status === rejected) return list.isOwner;
  return list.isOwner || abilities.approve;
}

function LineForms({
  list,
  itemId,
  quantity,
}: {
  list: ShoppingList;
  itemId: number;
  quantity: number;
}) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  return (
    <>
      <fetcher.Form method="post" action={`/account/lists/${String(list.id)}`}>
        <input type="hidden" name="itemId" value={itemId} />
        <label className="ui-visually-hidden" htmlFor={`quantity-${String(itemId)}`}>
          Quantity
        </label>
        <input
          id={`quantity-${String(itemId)}`}
          className="ui-input"
          type="number"
          name="quantity"
          min={1}
          max={9_999}
          defaultValue={quantity}
          required
        />
        <Button type="submit" name="intent" value="quantity" variant="secondary" loading={busy}>
          Update
        </Button>
      </fetcher.Form>
      <fetcher.Form method="post" action={`/account/lists/${String(list.id)}`}>
        <input type="hidden" name="itemId" value={itemId} />
        <Button type="submit" name="intent" value="remove" variant="secondary" disabled={busy}>
          Remove
        </Button>
      </fetcher.Form>
    </>
  );
}

export function ListLines({ list, abilities }: { list: ShoppingList; abilities: ListAbilities }) {
  const lines = list.products.edges.map((e) => e.node);
  const canEdit = editable(list, abilities);
  if (lines.length === 0)
    return (
      <p>This list has no lines yet. Add products from their pages with “Add to container list”.</p>
    );
  return (
    <table className="list-lines">
      <caption className="ui-visually-hidden">Lines of {list.name}</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">SKU</th>
          <th scope="col">Quantity</th>
          <th scope="col">Unit price (ex tax)</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.itemId} data-sku={line.variantSku}>
            <th scope="row">
              <AppLink to={line.productUrl}>{line.productName}</AppLink>
            </th>
            <td>{line.variantSku}</td>
            <td>
              {canEdit ? (
                <LineForms list={list} itemId={line.itemId} quantity={line.quantity} />
              ) : (
                line.quantity
              )}
            </td>
            <td>{formatCurrency(Number(line.basePrice))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Submit (the owner who needs approval), or approve / reject with a reason (approvers). */
export function ListDecisionForms({
  list,
  abilities,
  addKey,
}: {
  list: ShoppingList;
  abilities: ListAbilities;
  addKey: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const canSubmit =
    list.isOwner &&
    abilities.submit &&
    (list.status === draft || list.status === rejected) &&
    list.products.totalCount > 0;
  const canDecide = abilities.approve && list.status === readyForApproval;
  return (
    <div className="list-detail__actions">
      {canSubmit ? (
        <Form method="post">
          <Button type="submit" name="intent" value="submit" loading={busy}>
            Submit for approval
          </Button>
        </Form>
      ) : null}
      {canDecide ? (
        <>
          <Form method="post">
            <input type="hidden" name="add_key" value={addKey} />
            <Button type="submit" name="intent" value="approve" loading={busy}>
              Approve and add to my cart
            </Button>
          </Form>
          <Form method="post" className="list-detail__decide">
            <label className="ui-label" htmlFor="reject-reason">
              Reason for rejecting
            </label>
            <textarea
              id="reject-reason"
              className="ui-input"
              name="reason"
              required
              maxLength={1000}
              rows={3}
            />
            <Button type="submit" name="intent" value="reject" variant="secondary">
              Reject
            </Button>
          </Form>
        </>
      ) : null}
    </div>
  );
}

/** What approving put into the approver's cart, line by line (as quick order reports). */
export function ApproveReport({ result, addKey }: { result: ApproveResult; addKey: string }) {
  if (result.confirm)
    return <ConfirmReplaceForm message={result.confirm} addKey={addKey} intent="approve-replace" />;
  const notAdded = result.checked.filter((line) => line.status === 'refused');
  return (
    <div className="order-detail__reorder" role="status">
      {result.errors.length > 0 ? <FormAlert type="error" messages={result.errors} /> : null}
      {result.added !== null ? (
        <FormAlert
          type="success"
          messages={[
            `The list was approved: ${String(result.added)} ${result.added === 1 ? 'line was' : 'lines were'} added to your cart.`,
          ]}
        />
      ) : null}
      {notAdded.length > 0 ? (
        <ul className="order-detail__report" aria-label="Lines not added">
          {notAdded.map((line) => (
            <li key={line.source}>
              <strong>{line.name ?? line.sku}</strong> ({line.sku}): not added — {line.message}
            </li>
          ))}
        </ul>
      ) : null}
      {result.added !== null ? <AppLink to={CART_PATH}>Go to the cart</AppLink> : null}
    </div>
  );
}
