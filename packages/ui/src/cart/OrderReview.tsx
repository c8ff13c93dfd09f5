import { formatCurrency } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { useId } from 'react';

export interface OrderReviewLine {
  id: string;
  name: string;
  sku: string;
  quantity: number;
  /** What the customer pays for one unit, dollars. */
  unitPrice: number;
  /** What the customer pays for the line, dollars. */
  lineTotal: number;
}

export interface OrderReviewProps {
  lines: readonly OrderReviewLine[];
  /** Figures the customer pays (already scaled for their group). */
  subtotal: number;
  taxes: number;
  total: number;
  /** For container orders: how many containers the order fills. */
  containersTotal?: number | null;
  /** Heading and accessible name. Default `Order review`. */
  title?: string;
  className?: string;
}

const money = (amount: number) => (Number.isFinite(amount) ? formatCurrency(amount) : '—');

/** The last look before placing an order: each line with quantity and price, then the totals. */
export function OrderReview({
  lines,
  subtotal,
  taxes,
  total,
  containersTotal,
  title = 'Order review',
  className,
}: OrderReviewProps) {
  const headingId = useId();
  return (
    <section
      data-slot="order-review"
      aria-labelledby={headingId}
      className={cx('ui-order-review', className)}
    >
      <h2 id={headingId} className="ui-order-review__title">
        {title}
      </h2>
      <table className="ui-order-review__table">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <th scope="row" className="ui-order-review__product">
                <span className="ui-order-review__name">{line.name}</span>
                <span className="ui-order-review__sku">{line.sku}</span>
              </th>
              <td>{line.quantity}</td>
              <td>{money(line.unitPrice)}</td>
              <td>{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ui-order-review__figures">
        <div className="ui-order-review__row">
          <dt>Subtotal</dt>
          <dd>{money(subtotal)}</dd>
        </div>
        <div className="ui-order-review__row">
          <dt>Taxes</dt>
          <dd>{money(taxes)}</dd>
        </div>
        {containersTotal === null || containersTotal === undefined ? null : (
          <div className="ui-order-review__row">
            <dt>Containers total</dt>
            <dd>{containersTotal}</dd>
          </div>
        )}
        <div className="ui-order-review__row ui-order-review__row--total">
          <dt>Total (Incl. tax)</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
