// The buyer layout's data, read on the server for every page and navigation.
import type { Customer } from '@shop/api';
import type { BuyerSession } from '../platform/buyer-session.server';
import type { BuyerData } from './buyer';
import { loadCartState } from '../cart/cart.server';
import { companyMembership } from '../account/company/company.server';

async function wishlistIds(session: BuyerSession, customerId: number): Promise<number[] | null> {
  try {
    return (await session.api.wishlist.list(customerId, { token: session.token })).map(
      (item) => item.product_id,
    );
  } catch (error) {
    // The hearts then show empty; the wishlist page says what failed.
    console.error('Wishlist could not be read', error);
    return [];
  }
}

/** Whether the customer is in a company; a failed read is logged and links nothing. */
async function inCompany(session: BuyerSession, customer: Customer): Promise<boolean> {
  try {
    return (await companyMembership(session, customer)) !== null;
  } catch (error) {
    console.error('The company membership could not be read', error);
    return false;
  }
}

/** The buyer's data; `accountPage`: the page shows the account's navigation. */
export async function loadBuyer(
  session: BuyerSession,
  { accountPage }: { accountPage: boolean },
): Promise<BuyerData> {
  const [customer, cart] = await Promise.all([session.customer(), loadCartState(session)]);
  const [wishlist, company] = await Promise.all([
    customer ? wishlistIds(session, customer.id) : null,
    customer && accountPage ? inCompany(session, customer) : false,
  ]);
  return {
    loggedIn: session.loggedIn,
    customer: customer
      ? {
          id: customer.id,
          firstName: customer.first_name ?? null,
          group: customer.group?.name ? customer.group.name : null,
        }
      : null,
    cart,
    wishlist,
    company,
  };
}
