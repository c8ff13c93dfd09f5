// /account/containers: every container the buyer has in the pipeline — factory, order, stage,
// departure and arrival, what is owed next — sortable by links (no JavaScript needed) — and
// the private calendar feed of their departures and arrivals (made, replaced, stopped here).
import { LOGIN_PATH } from '@shop/domain';
import { ContainerStageBadge } from '@shop/ui/container-timeline';
import { data, redirect } from 'react-router';
import { AccountNav } from './account-nav';
import { accountSession } from './account.server';
import { allJourneys } from './journeys.server';
import { CalendarFeedSection } from './calendar-feed-section';
import {
  calendarFeedIntentSchema,
  calendarFeedView,
  changeCalendarFeed,
} from './calendar-feed.server';
import { SessionProblem } from './session-problem';
import { sortJourneys, JOURNEY_SORTS, type JourneySort } from './journey-sort';
import { AppLink } from '../shell/app-link';
import { pageMeta } from '../shell/seo';
import accountStyles from './account.css?url';
import orderStyles from './order.css?url';
import calendarFeedStyles from './calendar-feed.css?url';
import type { Route } from './+types/containers.route';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: orderStyles },
  { rel: 'stylesheet', href: calendarFeedStyles },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'My containers',
    description: 'Every container of your orders: its stage, departure, arrival and payments.',
    keywords: ['containers', 'shipping', 'deposit', 'arrival'],
  });

export async function loader({ request }: Route.LoaderArgs) {
  const session = await accountSession(request);
  if (session.state === 'guest') return redirect(LOGIN_PATH);
  if (session.state !== 'ready')
    return { session, journeys: null, sort: 'eta' as JourneySort, feed: null };
  const wanted = new URL(request.url).searchParams.get('sort');
  const sort = JOURNEY_SORTS.find((s) => s.key === wanted)?.key ?? 'eta';
  const [journeys, feed] = await Promise.all([
    allJourneys(session, session.customer).then((all) => sortJourneys(all, sort)),
    calendarFeedView(session),
  ]);
  return { session: { state: 'ready' as const }, journeys, sort, feed };
}

/** The calendar feed's form: make a feed, replace it, or stop it (`intent`). */
export async function action({ request }: Route.ActionArgs) {
  const session = await accountSession(request);
  if (session.state === 'guest') return redirect(LOGIN_PATH);
  if (session.state !== 'ready') return data({ feedResult: null }, { status: 401 });
  const intent = calendarFeedIntentSchema.safeParse((await request.formData()).get('intent'));
  if (!intent.success) return data({ feedResult: null }, { status: 400 });
  const feedResult = await changeCalendarFeed(session, intent.data, request.url);
  return data({ feedResult }, { status: feedResult.done === 'failed' ? 502 : 200 });
}

export default function Containers({ loaderData, actionData }: Route.ComponentProps) {
  const { session, journeys, sort, feed } = loaderData;
  if (session.state !== 'ready' || journeys === null)
    return (
      <div className="account-layout">
        <AccountNav />
        <SessionProblem
          state={session.state === 'ready' ? 'error' : session.state}
          errors={'errors' in session ? session.errors : []}
        />
      </div>
    );
  return (
    <div className="account-layout">
      <AccountNav />
      <section className="account-page" aria-labelledby="containers-title">
        <h1 id="containers-title">My containers</h1>
        {journeys.length === 0 ? (
          <p>
            You have no containers on order. <AppLink to="/container">Build a container</AppLink>
          </p>
        ) : (
          <>
            <nav className="containers-sort" aria-label="Sort containers">
              Sort by:{' '}
              {JOURNEY_SORTS.map((column) => (
                <AppLink
                  key={column.key}
                  to={`?sort=${column.key}`}
                  aria-current={column.key === sort ? 'true' : undefined}
                >
                  {column.label}
                </AppLink>
              ))}
            </nav>
            <table className="containers-table">
              <caption className="ui-visually-hidden">
                Your containers, sorted by {JOURNEY_SORTS.find((s) => s.key === sort)?.label}
              </caption>
              <thead>
                <tr>
                  {JOURNEY_SORTS.map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={column.key === sort ? 'ascending' : undefined}
                    >
                      {column.label}
                    </th>
                  ))}
                  <th scope="col">Owed next</th>
                </tr>
              </thead>
              <tbody>
                {journeys.map((journey) => (
                  <tr key={`${String(journey.orderId)}-${String(journey.brandId)}`}>
                    <th scope="row">{journey.factory}</th>
                    <td>
                      <AppLink to={`/account/orders/${String(journey.orderId)}`}>
                        Order {journey.orderId}
                      </AppLink>
                      {journey.equipmentReference ? (
                        <span className="containers-table__ref">{journey.equipmentReference}</span>
                      ) : null}
                    </td>
                    <td>
                      <ContainerStageBadge stage={journey.stage.key} />
                    </td>
                    <td>{journey.etd}</td>
                    <td>{journey.eta}</td>
                    <td>{journey.owedNext ?? 'Nothing'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <CalendarFeedSection feed={feed} result={actionData?.feedResult ?? null} />
      </section>
    </div>
  );
}
