import { FormAlert } from '@shop/ui/form';
import { AppLink } from '../shell/app-link';
import type { Loaded } from './account-data.server';
import type { OrdersView } from './company-orders.server';
import type { OrderRow } from './order-view';

/**
 * The order history: every order, each leading to its own page (lines, reorder, document).
 * A role that sees the company's orders (`companyOrders`) switches between its own and the
 * company's with `?orders=` links, which work without JavaScript; the company's list says who
 * placed each order.
 */
export function OrderHistory({
  orders,
  view = 'mine',
  companyOrders = false,
}: {
  orders: Loaded<OrderRow>;
  view?: OrdersView;
  companyOrders?: boolean;
}) {
  const company = companyOrders && view === 'company';
  return (
    <section id="orders" className="account-section" aria-labelledby="orders-title">
      <h2 id="orders-title">Orders</h2>
      {companyOrders ? (
        <nav aria-label="Whose orders" className="account-tabs">
          <AppLink
            to="?orders=mine#orders"
            preventScrollReset
            className="account-tabs__tab"
            aria-current={company ? undefined : 'page'}
          >
            My orders
          </AppLink>
          <AppLink
            to="?orders=company#orders"
            preventScrollReset
            className="account-tabs__tab"
            aria-current={company ? 'page' : undefined}
          >
            Company orders
          </AppLink>
        </nav>
      ) : null}
      <FormAlert type="error" title="Orders could not be loaded" messages={orders.errors} />
      {orders.items.length === 0 && orders.errors.length === 0 ? <p>No orders yet.</p> : null}
      {orders.items.length > 0 ? (
        <div className="account-table-wrap">
          <table className="account-table" aria-label={company ? 'Company orders' : 'My orders'}>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                {company ? <th scope="col">Placed by</th> : null}
                <th scope="col">{company ? 'Order number' : 'Your order number'}</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
                <th scope="col">
                  <span className="ui-visually-hidden">Details</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.items.map((order) => (
                <tr key={order.id}>
                  <td>{`#${String(order.id)}`}</td>
                  <td>{order.date_created}</td>
                  {company ? <td>{order.placed_by}</td> : null}
                  <td>{order.costumer_order_number}</td>
                  <td>{order.status}</td>
                  <td>{order.total_inc_tax}</td>
                  <td>
                    <AppLink
                      to={`/account/orders/${String(order.id)}`}
                      aria-label={`Details of order #${String(order.id)}`}
                    >
                      Details
                    </AppLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
