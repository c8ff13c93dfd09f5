import { data } from 'react-router';
import { loadAddresses, loadOrders } from './account-data.server';
import { accountSession } from './account.server';
import { AccountNav } from './account-nav';
import { AddressBook } from './address-book';
import { holdsForCompany, loadCompanyAccess } from './company-access.server';
import { loadCompanyOrders, ordersViewOf } from './company-orders.server';
import { loadCompanyTerms } from './company-terms.server';
import { CompanyTermsSection } from './company-terms';
import { saveAddress } from './addresses.server';
import { OrderHistory } from './order-history';
import { SessionProblem } from './session-problem';
import { AppLink } from '../shell/app-link';
import { COMPANY_ADDRESSES_PATH } from './company-paths';
import { pageMeta } from '../shell/seo';
import accountStyles from './account.css?url';
import type { Route } from './+types/overview.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'My account',
    description: 'Your trade account: profile and recent orders.',
    keywords: ['account', 'orders', 'trade'],
  });

export async function loader({ request }: Route.LoaderArgs) {
  const session = await accountSession(request);
  if (session.state !== 'ready') return { session, account: null };
  const { customer } = session;
  const params = new URL(request.url).searchParams;
  const access = await loadCompanyAccess(session, customer).catch((error: unknown) => {
    // Without the company's answer the page still shows the customer's own orders.
    console.error('The company access could not be read', error);
    return null;
  });
  const companyOrders = holdsForCompany(access, 'get_orders');
  const ordersView = companyOrders ? ordersViewOf(params.get('orders')) : 'mine';
  const [orders, addresses, company] = await Promise.all([
    ordersView === 'company' ? loadCompanyOrders(session) : loadOrders(session, customer),
    loadAddresses(session, customer),
    loadCompanyTerms(session),
  ]);
  return {
    session: { state: 'ready' as const },
    account: {
      customer,
      orders,
      ordersView,
      companyOrders,
      inCompany: access !== null,
      addresses,
      company,
      editing: params.get('address'),
    },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await accountSession(request);
  if (session.state !== 'ready') return data({ address: null }, { status: 401 });
  const form = await request.formData();
  if (form.get('intent') !== 'address') return data({ address: null }, { status: 400 });
  const address = await saveAddress(session, session.customer, form);
  return data({ address }, { status: address.ok ? 200 : 400 });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { session, account } = loaderData;
  if (session.state !== 'ready')
    return (
      <SessionProblem state={session.state} errors={'errors' in session ? session.errors : []} />
    );
  // The loader pairs a ready session with its data; this only satisfies the types.
  if (account === null) return <SessionProblem state="error" />;
  const { customer } = account;
  const group = customer.group?.name;
  const text = (key: string) => {
    const value = customer[key];
    return typeof value === 'string' ? value : '';
  };
  return (
    <div className="account-layout">
      <AccountNav />
      <section className="account-page" aria-labelledby="account-title">
        <h1 id="account-title">My account</h1>
        <section className="account-section" aria-labelledby="profile-title">
          <h2 id="profile-title">Profile</h2>
          <dl className="account-profile">
            <dt>Name</dt>
            <dd>{`${customer.first_name ?? ''} ${text('last_name')}`.trim()}</dd>
            <dt>Email</dt>
            <dd>{customer.email}</dd>
            <dt>Company</dt>
            <dd>{text('company')}</dd>
            <dt>Phone</dt>
            <dd>{text('phone')}</dd>
            {group ? (
              <>
                <dt>Customer group</dt>
                <dd>{group}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <CompanyTermsSection company={account.company} />
        <OrderHistory
          orders={account.orders}
          view={account.ordersView}
          companyOrders={account.companyOrders}
        />
        {account.inCompany ? (
          <section className="account-section" aria-labelledby="company-addresses-title">
            <h2 id="company-addresses-title">Company addresses</h2>
            <p>
              Your company’s shipping and billing addresses, offered at checkout:{' '}
              <AppLink to={COMPANY_ADDRESSES_PATH}>see the company’s addresses</AppLink>.
            </p>
          </section>
        ) : null}
        <AddressBook
          addresses={account.addresses}
          editing={account.editing}
          result={actionData?.address ?? null}
        />
      </section>
    </div>
  );
}
