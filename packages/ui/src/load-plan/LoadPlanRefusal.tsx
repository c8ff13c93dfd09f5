import { formatVolume, MAX_PLAN_CARTONS, OVER_CAPACITY_MESSAGE } from '@shop/domain';
import type { LoadPlan, LoadPlanReason } from '@shop/domain/load-plan';
import { cx } from 'class-variance-authority';

export interface LoadPlanRefusalProps {
  /** Why the container cannot take the add: `volume`, `weight`, `fit`, `cartons` or `time`. */
  reason: LoadPlanReason;
  /** The refused plan, for the figures behind the reason. */
  plan?: Pick<LoadPlan, 'volume' | 'weight' | 'unplaced'>;
  className?: string;
}

const KG = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The reason named beside the over-capacity text of behaviour.md#errors. */
export const REFUSAL_REASON_LABELS: Record<LoadPlanReason, string> = {
  volume: 'Volume',
  weight: 'Weight',
  fit: 'Fit',
  cartons: 'Cartons',
  time: 'Planning time',
};

const COUNT = new Intl.NumberFormat('en-US');

function detail(reason: LoadPlanReason, plan: LoadPlanRefusalProps['plan']): string {
  if (reason === 'volume') {
    return plan
      ? `The cartons take ${formatVolume(plan.volume.requestedCbm)} CBM; the container holds ${formatVolume(plan.volume.capacityCbm)} CBM.`
      : 'The cartons take more space than the container holds.';
  }
  if (reason === 'weight') {
    return plan
      ? `The cartons weigh ${KG.format(plan.weight.requestedKg)} kg; the container takes ${KG.format(plan.weight.maxPayloadKg)} kg.`
      : 'The cartons weigh more than the container may carry.';
  }
  if (reason === 'cartons')
    return `More cartons than one container is planned with (at most ${COUNT.format(MAX_PLAN_CARTONS)}).`;
  // No plan was made: the add is not confirmed either way, and trying again may succeed.
  if (reason === 'time')
    return 'The container could not be planned in time, so the add is not confirmed. Please try again.';
  const count = plan?.unplaced.length ?? 0;
  const what = count === 1 ? '1 carton' : count > 1 ? `${String(count)} cartons` : 'Some cartons';
  return `${what} cannot be placed: stacking, turning or the door opening leave no room.`;
}

/**
 * An add or an order refused because the factory's container cannot be planned: the
 * over-capacity text of behaviour.md#errors, and beside it the reason — volume, weight, fit, too
 * many cartons to plan, or no plan in time — with its figures.
 */
export function LoadPlanRefusal({ reason, plan, className }: LoadPlanRefusalProps) {
  return (
    <div
      role="alert"
      data-slot="load-plan-refusal"
      data-reason={reason}
      className={cx('ui-load-plan-refusal', className)}
    >
      <p className="ui-load-plan-refusal__message">{OVER_CAPACITY_MESSAGE}</p>
      <p className="ui-load-plan-refusal__reason">
        <strong>{`${REFUSAL_REASON_LABELS[reason]}: `}</strong>
        {detail(reason, plan)}
      </p>
    </div>
  );
}
