import { cx } from 'class-variance-authority';

export interface SpinnerProps {
  /** Default `md`. */
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, read by screen readers. Default `Loading`. */
  label?: string;
  /** Hide from assistive technology when the surrounding text already says it. Default `false`. */
  decorative?: boolean;
  className?: string;
}

/** An indeterminate progress indicator. */
export function Spinner({
  size = 'md',
  label = 'Loading',
  decorative = false,
  className,
}: SpinnerProps) {
  if (decorative) {
    return (
      <span
        data-slot="spinner"
        aria-hidden="true"
        className={cx('ui-spinner', `ui-spinner--${size}`, className)}
      />
    );
  }
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-label={label}
      className={cx('ui-spinner', `ui-spinner--${size}`, className)}
    />
  );
}
