// /account/lists/{id}: one container list — its lines (quantities changed, lines removed while
// the list is editable), its status with the approval or rejection (and the reason) as a page
// notice, Submit for approval (the junior owner), and for approvers Approve (the lines go into
// the approver's cart through the cart's rules, line by line, as quick order's) or Reject with
// a reason. Every form posts without JavaScript; changes redirect back here.
import {
  LOGIN_PATH,
  SHOPPING_LIST_REFUSAL_MESSAGES,
  SHOPPING_LIST_STATUSES,
  SHOPPING_LIST_STATUS_NAMES,
  formatCurrency,
} from '@shop/domain';
import { ContainerGauge } from '@shop/ui/cart';
import { FormAlert } from '@shop/ui/form';
import { data, redirect } from 'react-router';
import { AccountNav } from '../account-nav';
import { errorLines } from '../api-errors';
import { formText } from '../form-values';
import { SessionProblem } from '../session-problem';
import { addKeyOf, newAddKey } from '../../cart/add-key.server';
import { buyerSession } from '../../platform/buyer-session.server';
import { AppLink } from '../../shell/app-link';
import { pageMeta } from '../../shell/seo';
import { approveList } from './list-approve.server';
import { ApproveReport, ListDecisionForms, ListLines, ListNotice } from './list-view';
import { listContainers, type ListContainers } from './list-containers.server';
import { ListLoadPlans } from './list-load-plans';
import { forgetListChoices } from './list-choices.server';
import { listIdOf, loadList } from './lists.server';
import { LISTS_PATH, listPath } from './lists-paths';
import accountStyles from '../account.css?url';
import orderStyles from '../order.css?url';
import containerStyles from '../../container/container.css?url';
import listStyles from './lists.css?url';
import type { Route } from './+types/list.route';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: orderStyles },
  { rel: 'stylesheet', href: containerStyles },
  { rel: 'stylesheet', href: listStyles },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData.detail?.state === 'ready' ? loaderData.detail.list.name : 'Container list',
    description: 'A container list of your company: its lines and its approval.',
    keywords: ['container list', 'approval'],
  });

const STATUS_OF_DETAIL = { ready: 200, missing: 404, forbidden: 403, error: 502 } as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const session = buyerSession(context);
  if (!session.loggedIn) return redirect(LOGIN_PATH);
  const customer = await session.customer();
  const none: ListContainers = { containers: [], loads: {} };
  if (customer === null) return data({ detail: null, ...none, addKey: '' }, { status: 401 });
  const detail = await loadList(session, listIdOf(params.listId));
  // The gauges and plans are an aid: the list shows without them when the catalogue cannot be read.
  const { containers, loads } =
    detail.state === 'ready'
      ? await listContainers(
          session,
          detail.list.products.edges.map((e) => e.node),
        ).catch((error: unknown) => {
          console.error('The containers of a list could not be read', error);
          return none;
        })
      : none;
  return data(
    { detail, containers, loads, addKey: newAddKey() },
    { status: STATUS_OF_DETAIL[detail.state] },
  );
}

type Done = 'submitted' | 'rejected' | 'saved';

export async function action({ params, context, request }: Route.ActionArgs) {
  const session = buyerSession(context);
  if (!session.loggedIn) return redirect(LOGIN_PATH);
  forgetListChoices(session);
  const customer = await session.customer();
  const detail = await loadList(session, listIdOf(params.listId));
  if (customer === null || detail.state !== 'ready')
    return data(
      { errors: ['This list cannot be changed.'], approval: null },
      { status: customer === null ? 401 : STATUS_OF_DETAIL[detail.state] },
    );
  const { list } = detail;
  const form = await request.formData();
  const {
    intent,
    quantity,
    reason: reasonText,
    itemId,
  } = formText(form, 'intent', 'quantity', 'reason', 'itemId');
  const token = { token: session.token ?? '' };
  const back = (done: Done) => redirect(`${listPath(list.id)}?done=${done}`);
  try {
    switch (intent) {
      case 'quantity': {
        await session.api.b2b.shoppingListsItemsUpdate(
          {
            itemId: Number(itemId),
            shoppingListId: list.id,
            itemData: { quantity },
          },
          token,
        );
        return back('saved');
      }
      case 'remove':
        await session.api.b2b.shoppingListsItemsDelete(
          { itemId: Number(itemId), shoppingListId: list.id },
          token,
        );
        return back('saved');
      case 'submit':
        await session.api.b2b.shoppingListsUpdate(
          list.id,
          { name: list.name, status: SHOPPING_LIST_STATUSES.readyForApproval },
          token,
        );
        return back('submitted');
      case 'reject': {
        const reason = (reasonText ?? '').trim();
        if (reason === '')
          return data(
            { errors: ['Give a reason for the rejection.'], approval: null },
            { status: 400 },
          );
        await session.api.b2b.shoppingListsUpdate(
          list.id,
          { name: list.name, status: SHOPPING_LIST_STATUSES.rejected, reason },
          token,
        );
        return back('rejected');
      }
      case 'approve':
      case 'approve-replace': {
        // Judged before the lines go into the caller's cart: the backend refuses the
        // approval itself only after that add.
        if (!detail.abilities.approve)
          return data(
            { errors: [SHOPPING_LIST_REFUSAL_MESSAGES['not-permitted']], approval: null },
            { status: 403 },
          );
        if (list.status !== SHOPPING_LIST_STATUSES.readyForApproval)
          return data(
            { errors: [SHOPPING_LIST_REFUSAL_MESSAGES['transition-not-allowed']], approval: null },
            { status: 409 },
          );
        const approval = await approveList(session, customer, list, {
          addKey: addKeyOf(form),
          nonContainer: intent === 'approve-replace' ? 'replace' : 'ask',
        });
        return data(
          { errors: [], approval },
          { status: approval.errors.length > 0 && approval.added === null ? 409 : 200 },
        );
      }
      default:
        return data({ errors: ['Unknown action'], approval: null }, { status: 400 });
    }
  } catch (error) {
    return data(
      { errors: errorLines(error, 'Changing the container list'), approval: null },
      { status: 400 },
    );
  }
}

export default function List({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, addKey } = loaderData;
  if (detail === null)
    return (
      <div className="account-layout">
        <AccountNav />
        <SessionProblem state="expired" />
      </div>
    );
  return (
    <div className="account-layout">
      <AccountNav />
      <section className="account-page list-detail" aria-labelledby="list-title">
        <p>
          <AppLink to={LISTS_PATH}>All container lists</AppLink>
        </p>
        {detail.state === 'ready' ? (
          <>
            <h1 id="list-title">{detail.list.name}</h1>
            <p>
              Status:{' '}
              <strong data-testid="list-status">
                {SHOPPING_LIST_STATUS_NAMES[detail.list.status]}
              </strong>{' '}
              · made by {detail.list.customerInfo.firstName} {detail.list.customerInfo.lastName} ·{' '}
              {formatCurrency(Number(detail.list.grandTotal))} ex tax
            </p>
            <ListNotice list={detail.list} />
            {actionData?.errors.length ? (
              <FormAlert type="error" messages={actionData.errors} />
            ) : null}
            {actionData?.approval ? (
              <ApproveReport result={actionData.approval} addKey={addKey} />
            ) : null}
            {loaderData.containers.length > 0 ? (
              <ContainerGauge containers={loaderData.containers} className="list-detail__gauge" />
            ) : null}
            <ListLines list={detail.list} abilities={detail.abilities} />
            <ListDecisionForms list={detail.list} abilities={detail.abilities} addKey={addKey} />
            <ListLoadPlans containers={loaderData.containers} loads={loaderData.loads} />
          </>
        ) : (
          <>
            <h1 id="list-title">Container list</h1>
            <FormAlert
              type="error"
              messages={
                detail.state === 'error'
                  ? detail.errors
                  : [
                      detail.state === 'forbidden'
                        ? 'You may not see this list.'
                        : 'There is no such list.',
                    ]
              }
            />
          </>
        )}
      </section>
    </div>
  );
}
