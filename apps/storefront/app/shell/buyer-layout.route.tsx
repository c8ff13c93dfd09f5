// Every page's layout: the site shell with the buyer's own data, read on the server.
import { Outlet, type ShouldRevalidateFunction } from 'react-router';
import { buyerSession } from '../platform/buyer-session.server';
import { loadBuyer } from './buyer.server';
import { useShell } from './shell-data';
import { SiteShell } from './site-shell';
import type { Route } from './+types/buyer-layout.route';

// Account pages show the account's navigation, whose company link needs the B2B company.
const ACCOUNT_PAGE = /^\/account(\/|$)/i;

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadBuyer(buyerSession(context), {
    accountPage: ACCOUNT_PAGE.test(new URL(request.url).pathname),
  });
}

// behaviour.md#guards: on every navigation the cart is restored from its id and the customer loaded.
// Another tab may have changed the cart, an order may have consumed it.
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export default function BuyerLayout({ loaderData }: Route.ComponentProps) {
  const { chrome, config } = useShell();
  return (
    <SiteShell chrome={chrome} config={config} buyer={loaderData}>
      <Outlet />
    </SiteShell>
  );
}
