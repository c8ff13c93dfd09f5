import { cx } from 'class-variance-authority';
import { Children, type ReactNode } from 'react';

export interface ProductGridProps {
  /** The cards, one per product. */
  children: ReactNode;
  /** The list's accessible name. Default `Products`. */
  label?: string;
  /** Shown when there are no cards. Default `No products found`. */
  emptyText?: string;
  className?: string;
}

/** Product cards in a responsive grid: one column on a phone, up to four on a desktop. */
export function ProductGrid({
  children,
  label = 'Products',
  emptyText = 'No products found',
  className,
}: ProductGridProps) {
  const items = Children.toArray(children);
  if (items.length === 0) {
    return <p className={cx('ui-product-grid__empty', className)}>{emptyText}</p>;
  }
  return (
    <ul aria-label={label} data-slot="product-grid" className={cx('ui-product-grid', className)}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
