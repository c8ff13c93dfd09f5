// /account/company: the buyer's B2B company (name, status, their own role) and its users as
// the backend lets them see them — the admin and a senior buyer the whole company, a junior
// buyer only themselves. The admin adds a colleague (mailed a link to set their password),
// changes a colleague's role and deactivates or reactivates them. A customer in no company
// has no such page (404). Every write posts a plain form and redirects back with a notice.
import { COMPANY_ROLE_NAMES, COMPANY_STATUS_NAMES, mayManageCompanyUsers } from '@shop/domain';
import { FormAlert } from '@shop/ui/form';
import { data, redirect } from 'react-router';
import { AccountNav } from '../account-nav';
import { errorLines, isUnauthorised } from '../api-errors';
import { SessionProblem } from '../session-problem';
import { AppLink } from '../../shell/app-link';
import { notFound, NotFoundBoundary } from '../../shell/not-found';
import { pageMeta } from '../../shell/seo';
import { buyerSession } from '../../platform/buyer-session.server';
import { pagePathname } from '../../platform/page-path';
import { companyAction, DONE_NOTICES, type DoneNotice } from './company-actions.server';
import { companyMembership, loadCompanyUsers, pageOf } from './company.server';
import { COMPANY_PAGE_PATH } from './company-path';
import { CompanyUsersTable } from './company-users-table';
import { InviteForm } from './invite-form';
import accountStyles from '../account.css?url';
import type { Route } from './+types/company.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Company users',
    description: 'Your company account and its users.',
    keywords: ['company', 'users', 'trade'],
  });

type Problem = { state: 'guest' | 'expired' } | { state: 'error'; errors: string[] };

/** The buyer and their company, a 404 for a customer in none, or why there is no buyer. */
async function companyOf(context: Route.LoaderArgs['context'], request: Request) {
  const session = buyerSession(context);
  if (!session.loggedIn) return { state: 'guest' as const };
  const customer = await session.customer();
  if (customer === null) return { state: 'expired' as const };
  let membership;
  try {
    membership = await companyMembership(session, customer);
  } catch (error) {
    if (isUnauthorised(error)) return { state: 'expired' as const };
    return { state: 'error' as const, errors: errorLines(error, 'Loading the company') };
  }
  if (membership === null)
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- thrown data() is React Router's 404
    throw notFound(pagePathname(new URL(request.url)));
  return { state: 'ready' as const, session, membership };
}

const problem = (found: Problem) =>
  data({ problem: found, page: null }, { status: found.state === 'error' ? 502 : 401 });

const isDone = (value: string | null): value is DoneNotice =>
  value !== null && Object.hasOwn(DONE_NOTICES, value);

export async function loader({ context, request }: Route.LoaderArgs) {
  const found = await companyOf(context, request);
  if (found.state !== 'ready') return problem(found);
  const { session, membership } = found;
  const url = new URL(request.url);
  try {
    const users = await loadCompanyUsers(session, membership.company.companyId, pageOf(url));
    const done = url.searchParams.get('done');
    return data({
      problem: null,
      page: {
        ...membership,
        users,
        manage: mayManageCompanyUsers(membership.me.role),
        notice: isDone(done) ? DONE_NOTICES[done] : null,
      },
    });
  } catch (error) {
    if (isUnauthorised(error)) return problem({ state: 'expired' });
    return problem({ state: 'error', errors: errorLines(error, 'Loading the company users') });
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const found = await companyOf(context, request);
  if (found.state !== 'ready') return data(null, { status: found.state === 'error' ? 502 : 401 });
  const result = await companyAction(found.session, found.membership, await request.formData());
  if (result.ok) return redirect(`${COMPANY_PAGE_PATH}?done=${result.done}`);
  return data(result, { status: result.status });
}

export default function CompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { problem: trouble, page } = loaderData;
  if (trouble)
    return (
      <SessionProblem
        state={trouble.state}
        errors={trouble.state === 'error' ? trouble.errors : []}
      />
    );
  const { company, me, users, manage, notice } = page;
  const refusal = actionData ?? null;
  // A refusal shows where it was asked (the invite form, the user's row); one with no such
  // place on this page (anyone but the admin has no forms) shows at the top.
  const inPlace =
    manage &&
    (refusal?.intent === 'invite' || users.users.some((user) => user.id === refusal?.userId));
  const pageLevel = refusal && !inPlace ? refusal : null;
  return (
    <div className="account-layout">
      <AccountNav />
      <section className="account-page" aria-labelledby="company-title">
        <h1 id="company-title">Company users</h1>
        {notice ? <FormAlert type="success" messages={[notice]} /> : null}
        {pageLevel ? (
          <FormAlert
            type="error"
            title="Nothing was changed"
            messages={[
              ...pageLevel.errors,
              ...Object.values(pageLevel.fieldErrors).filter((line) => line !== undefined),
            ]}
          />
        ) : null}
        <section className="account-section" aria-labelledby="company-details-title">
          <h2 id="company-details-title">Company</h2>
          <dl className="account-profile">
            <dt>Name</dt>
            <dd>{company.companyName}</dd>
            <dt>Status</dt>
            <dd>{COMPANY_STATUS_NAMES[company.companyStatus]}</dd>
            <dt>Your role</dt>
            <dd>{COMPANY_ROLE_NAMES[me.role]}</dd>
          </dl>
        </section>
        <section className="account-section" aria-labelledby="company-users-title">
          <h2 id="company-users-title">Users</h2>
          <CompanyUsersTable
            users={users.users}
            manage={manage}
            refusal={refusal && refusal.intent !== 'invite' ? refusal : null}
          />
          {users.pageCount > 1 ? (
            <nav aria-label="Pages of users" className="account-form__links">
              {users.page > 1 ? (
                <AppLink to={`?page=${String(users.page - 1)}`}>Previous page</AppLink>
              ) : null}
              <span>{`Page ${String(users.page)} of ${String(users.pageCount)}`}</span>
              {users.page < users.pageCount ? (
                <AppLink to={`?page=${String(users.page + 1)}`}>Next page</AppLink>
              ) : null}
            </nav>
          ) : null}
        </section>
        {manage ? <InviteForm refusal={refusal?.intent === 'invite' ? refusal : null} /> : null}
      </section>
    </div>
  );
}

export const ErrorBoundary = NotFoundBoundary;
