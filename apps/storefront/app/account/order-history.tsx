import { FormAlert } from '@shop/ui/form';
import { AppLink } from '../shell/app-link';
import type { Loaded } from './account-data.server';
import type { OrderRow } from './order-view';

/** The order history: every order, each leading to its own page (lines, reorder, document). */
export function OrderHistory({ orders }: { orders: Loaded<OrderRow> }) {
  return (
    <section id="orders" className="account-section" aria-labelledby="orders-title">
      <h2 id="orders-title">Orders</h2>
      <FormAlert type="error" title="Orders could not be loaded" messages={orders.errors} />
      {orders.items.length === 0 && orders.errors.length === 0 ? <p>No orders yet.</p> : null}
      {orders.items.length > 0 ? (
        <div className="account-table-wrap">
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Your order number</th>
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
