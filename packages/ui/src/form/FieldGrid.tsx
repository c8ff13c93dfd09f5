import { cx } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';

export interface FieldGridProps extends HTMLAttributes<HTMLDivElement> {
  /** Fields abreast from 640 px wide (one under another below it). */
  columns?: 1 | 2;
}

/** A form's fields laid out on a grid: one column, or two on wider screens. */
export function FieldGrid({ columns = 1, className, ...props }: FieldGridProps) {
  return (
    <div
      data-slot="field-grid"
      data-columns={columns}
      className={cx('ui-field-grid', className)}
      {...props}
    />
  );
}
