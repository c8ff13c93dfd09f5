import { formatCurrency, priceForGroup } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { Spinner } from '../spinner/Spinner';

export interface PriceProps {
  /** Catalogue list price in dollars; `null`/`undefined` when the variant has no price. */
  listPrice: number | null | undefined;
  /** The customer's group name; `RRP` shows the discounted price (behaviour.md#roles). */
  customerGroup?: string | null;
  /** While pricing loads, shows `Loading Price...` with a spinner. Default `false`. */
  loading?: boolean;
  /** Shown when there is no usable price. Default `Price unavailable`. */
  unavailableText?: string;
  /** Default `md`. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

function isUsablePrice(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** A price as the customer's group sees it: the RRP group gets the list price struck through. */
export function Price({
  listPrice,
  customerGroup,
  loading = false,
  unavailableText = 'Price unavailable',
  size = 'md',
  className,
}: PriceProps) {
  const classes = cx('ui-price', `ui-price--${size}`, className);
  if (loading) {
    return (
      <span data-slot="price" data-state="loading" className={classes} aria-live="polite">
        <Spinner size="sm" decorative />
        <span>Loading Price...</span>
      </span>
    );
  }
  if (!isUsablePrice(listPrice)) {
    return (
      <span data-slot="price" data-state="unavailable" className={classes}>
        <span className="ui-price__unavailable">{unavailableText}</span>
      </span>
    );
  }
  const { price, discountLabel } = priceForGroup(listPrice, customerGroup);
  if (discountLabel === null) {
    return (
      <span data-slot="price" data-state="list" className={classes}>
        <span className="ui-price__current">{formatCurrency(price)}</span>
      </span>
    );
  }
  return (
    <span data-slot="price" data-state="discounted" className={classes}>
      <span className="ui-price__current">{formatCurrency(price)}</span>
      <s className="ui-price__list">
        <span className="ui-visually-hidden">Was </span>
        {formatCurrency(listPrice)}
      </s>
      <span className="ui-price__discount">{discountLabel}</span>
    </span>
  );
}
