import { formatCurrency, scaleCartTotals } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { Button } from '../button/Button';
import { defaultRenderLink, type RenderLink } from '../lib/link';

export interface CartSummaryProps {
  /** Cart subtotal from the server, dollars (list prices). */
  subtotal: number;
  taxes: number;
  /** Cart total including tax from the server, dollars (list prices). */
  total: number;
  /** The customer's group; RRP sees subtotal and total scaled (behaviour.md#roles). */
  customerGroup?: string | null;
  /** For container carts: how many containers the cart fills. Shown as `Containers total`. */
  containersTotal?: number | null;
  /** Only logged-in customers see the Checkout button. */
  loggedIn: boolean;
  /** While the cart updates the button reads `Updating...` and is disabled. */
  updating?: boolean;
  /** Default `/checkout`. */
  checkoutHref?: string;
  renderLink?: RenderLink;
  className?: string;
}

function money(amount: number): string {
  return Number.isFinite(amount) ? formatCurrency(amount) : '—';
}

/** The bottom of the cart (behaviour.md#modals): Subtotal, Taxes, Total (Incl. tax) and Checkout. */
export function CartSummary({
  subtotal,
  taxes,
  total,
  customerGroup,
  containersTotal,
  loggedIn,
  updating = false,
  checkoutHref = '/checkout',
  renderLink = defaultRenderLink,
  className,
}: CartSummaryProps) {
  const figures =
    Number.isFinite(subtotal) && Number.isFinite(total)
      ? scaleCartTotals({ subtotal, total }, customerGroup)
      : { subtotal: Number.NaN, total: Number.NaN };
  return (
    <section
      data-slot="cart-summary"
      aria-label="Cart summary"
      className={cx('ui-cart-summary', className)}
    >
      <dl className="ui-cart-summary__figures">
        <div className="ui-cart-summary__row">
          <dt>Subtotal</dt>
          <dd>{money(figures.subtotal)}</dd>
        </div>
        <div className="ui-cart-summary__row">
          <dt>Taxes</dt>
          <dd>{money(taxes)}</dd>
        </div>
        {containersTotal === null || containersTotal === undefined ? null : (
          <div className="ui-cart-summary__row">
            <dt>Containers total</dt>
            <dd>{containersTotal}</dd>
          </div>
        )}
        <div className="ui-cart-summary__row ui-cart-summary__row--total">
          <dt>Total (Incl. tax)</dt>
          <dd>{money(figures.total)}</dd>
        </div>
      </dl>
      {!loggedIn ? null : updating ? (
        <Button fullWidth size="lg" disabled aria-busy="true">
          Updating...
        </Button>
      ) : (
        <Button asChild fullWidth size="lg">
          {renderLink({ href: checkoutHref, children: 'Checkout' })}
        </Button>
      )}
    </section>
  );
}
