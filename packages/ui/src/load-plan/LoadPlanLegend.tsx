import type { LoadPlan } from '@shop/domain/load-plan';
import { cx } from 'class-variance-authority';
import { legendOf } from './palette';

export interface LoadPlanLegendProps {
  plan: Pick<LoadPlan, 'placed' | 'unplaced'>;
  /** Count the cartons of loading steps 1 to `step` as loaded. Default: every placed one. */
  step?: number;
  className?: string;
}

/**
 * Each product of a plan once, with its colour in the 2D and 3D views (and the printed plan)
 * and how many of its cartons are loaded.
 */
export function LoadPlanLegend({ plan, step, className }: LoadPlanLegendProps) {
  const rows = legendOf(plan, step);
  if (rows.length === 0) return null;
  return (
    <ul
      data-slot="load-plan-legend"
      className={cx('ui-load-plan-legend', className)}
      aria-label="Products"
    >
      {rows.map((row) => (
        <li key={row.lineKey} data-line={row.lineKey}>
          <span
            aria-hidden="true"
            className="ui-load-plan-legend__swatch"
            style={{ background: row.colour }}
          />
          {`${row.label}: ${String(row.placed)} of ${String(row.total)} cartons`}
        </li>
      ))}
    </ul>
  );
}
