// /account/lists: the buyer's container lists (B2B Edition's shopping lists) with their
// status, a form to start a new one, and — for approvers (senior buyers, admins) — the
// company's lists waiting for their approval. A customer in no company has none.
import { LOGIN_PATH } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { FormAlert } from '@shop/ui/form';
import { data, Form, redirect, useNavigation } from 'react-router';
import { AccountNav } from '../account-nav';
import { errorLines } from '../api-errors';
import { formText } from '../form-values';
import { SessionProblem } from '../session-problem';
import { TextField } from '../text-field';
import { buyerSession } from '../../platform/buyer-session.server';
import { pageMeta } from '../../shell/seo';
import { forgetListChoices } from './list-choices.server';
import { loadListsIndex } from './lists.server';
import { ListsTable } from './lists-table';
import { listPath } from './lists-paths';
import accountStyles from '../account.css?url';
import listStyles from './lists.css?url';
import type { Route } from './+types/lists.route';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: listStyles },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Container lists',
    description: 'Your container lists, and the lists waiting for your approval.',
    keywords: ['container list', 'approval', 'shopping list'],
  });

export async function loader({ context }: Route.LoaderArgs) {
  const session = buyerSession(context);
  if (!session.loggedIn) return redirect(LOGIN_PATH);
  const customer = await session.customer();
  if (customer === null) return data({ state: 'expired' as const, index: null }, { status: 401 });
  return { state: 'ready' as const, index: await loadListsIndex(session, customer.id) };
}

/** `intent=create`: a new list, then its page (a junior's starts as a draft). */
export async function action({ context, request }: Route.ActionArgs) {
  const session = buyerSession(context);
  if (!session.loggedIn) return redirect(LOGIN_PATH);
  forgetListChoices(session);
  const form = await request.formData();
  const { intent, name: nameText, description } = formText(form, 'intent', 'name', 'description');
  if (intent !== 'create') return data({ errors: ['Unknown action'] }, { status: 400 });
  const name = (nameText ?? '').trim();
  if (name === '') return data({ errors: ['Name the list.'] }, { status: 400 });
  try {
    const list = await session.api.b2b.shoppingListsCreate(
      { name, description },
      { token: session.token ?? '' },
    );
    return redirect(listPath(list.id));
  } catch (error) {
    return data({ errors: errorLines(error, 'Creating the container list') }, { status: 400 });
  }
}

export default function Lists({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { state, index } = loaderData;
  if (state !== 'ready')
    return (
      <div className="account-layout">
        <AccountNav />
        <SessionProblem state="expired" />
      </div>
    );
  return (
    <div className="account-layout">
      <AccountNav />
      <section className="account-page lists-page" aria-labelledby="lists-title">
        <h1 id="lists-title">Container lists</h1>
        {index.state === 'none' ? (
          <p>Container lists are for company accounts.</p>
        ) : index.state === 'error' ? (
          <FormAlert type="error" messages={index.errors} />
        ) : (
          <>
            {index.abilities.approve ? (
              <section aria-labelledby="waiting-title">
                <h2 id="waiting-title">Waiting for your approval</h2>
                {index.waiting.length === 0 ? (
                  <p>No list is waiting for approval.</p>
                ) : (
                  <ListsTable
                    lists={index.waiting}
                    caption="Lists waiting for your approval"
                    showCreator
                  />
                )}
              </section>
            ) : null}
            <section aria-labelledby="mine-title">
              <h2 id="mine-title">My lists</h2>
              {index.mine.length === 0 ? (
                <p>You have no container lists yet.</p>
              ) : (
                <ListsTable lists={index.mine} caption="Your container lists" />
              )}
            </section>
            {index.abilities.create ? (
              <section aria-labelledby="new-list-title">
                <h2 id="new-list-title">New list</h2>
                <Form method="post" className="lists-page__new">
                  {actionData?.errors ? (
                    <FormAlert type="error" messages={actionData.errors} />
                  ) : null}
                  <TextField label="Name" name="name" required maxLength={200} />
                  <TextField label="Description" name="description" maxLength={2000} />
                  <Button
                    type="submit"
                    name="intent"
                    value="create"
                    loading={navigation.state === 'submitting'}
                  >
                    Create list
                  </Button>
                </Form>
              </section>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
