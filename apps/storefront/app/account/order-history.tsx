import { FormAlert } from '@shop/ui/form';
import { AppLink } from '../app-link';
import type { Loaded, OrderDetail } from './account-data.server';
import { addressLine, type OrderRow } from './order-view';

function OrderDetails({ detail }: { detail: OrderDetail }) {
  const { products, shipping } = detail;
  return (
    <section className="account-card" aria-labelledby={`order-${String(detail.id)}-title`}>
      <h3 id={`order-${String(detail.id)}-title`}>{`Order #${String(detail.id)}`}</h3>
      <h4>Products</h4>
      <FormAlert type="error" messages={products.errors} />
      {products.items.length > 0 ? (
        <div className="account-table-wrap">
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col">Quantity</th>
                <th scope="col">Price</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {products.items.map((line) => (
                <tr key={line.id}>
                  <td>{line.name}</td>
                  <td>{line.sku}</td>
                  <td>{line.quantity}</td>
                  <td>{line.price_inc_tax}</td>
                  <td>{line.total_inc_tax}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : products.errors.length === 0 ? (
        <p>No products recorded for this order.</p>
      ) : null}
      <h4>Shipping</h4>
      <FormAlert type="error" messages={shipping.errors} />
      {shipping.items.length > 0 ? (
        <ul>
          {shipping.items.map((address) => (
            <li key={address.id}>
              {addressLine([
                `${address.first_name} ${address.last_name}`,
                address.company,
                address.street_1,
                address.street_2,
                address.city,
                address.state,
                address.zip,
                address.country,
              ])}
              {address.shipping_method ? ` — ${address.shipping_method}` : ''}
            </li>
          ))}
        </ul>
      ) : shipping.errors.length === 0 ? (
        <p>No shipping recorded for this order.</p>
      ) : null}
    </section>
  );
}

/** The order history: every order, and the products and shipping of the one opened. */
export function OrderHistory({
  orders,
  detail,
}: {
  orders: Loaded<OrderRow>;
  detail: OrderDetail | null;
}) {
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
                <tr key={order.id} aria-current={detail?.id === order.id ? 'true' : undefined}>
                  <td>{`#${String(order.id)}`}</td>
                  <td>{order.date_created}</td>
                  <td>{order.costumer_order_number}</td>
                  <td>{order.status}</td>
                  <td>{order.total_inc_tax}</td>
                  <td>
                    <AppLink
                      to={`?order=${String(order.id)}#orders`}
                      preventScrollReset
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
      {detail ? <OrderDetails detail={detail} /> : null}
    </section>
  );
}
