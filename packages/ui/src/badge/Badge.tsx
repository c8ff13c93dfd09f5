import { cva, cx, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';

export const badgeVariants = cva('ui-badge', {
  variants: {
    tone: {
      brand: 'ui-badge--brand',
      neutral: 'ui-badge--neutral',
      success: 'ui-badge--success',
      danger: 'ui-badge--danger',
      accent: 'ui-badge--accent',
      warning: 'ui-badge--warning',
      info: 'ui-badge--info',
    },
  },
  defaultVariants: { tone: 'brand' },
});

export interface BadgeProps
  extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

/** A short label: a discount, a status, a tag. */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  return <span data-slot="badge" className={cx(badgeVariants({ tone }), className)} {...rest} />;
}

export interface CountBadgeProps {
  /** The number to show (e.g. cart items). Nothing renders at 0 or below. */
  count: number;
  /** Counts above this read as `{max}+`. Default `99`. */
  max?: number;
  /** Names the count for screen readers, e.g. `items in cart`. Default `items`. */
  label?: string;
  className?: string;
}

/** The round number on an icon, such as the header cart badge. */
export function CountBadge({ count, max = 99, label = 'items', className }: CountBadgeProps) {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  const shown = whole > max ? `${max}+` : String(whole);
  return (
    <span data-slot="count-badge" className={cx('ui-count-badge', className)}>
      <span aria-hidden="true">{shown}</span>
      <span className="ui-visually-hidden">{`${shown} ${label}`}</span>
    </span>
  );
}
