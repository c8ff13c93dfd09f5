import { formatVolume } from '@shop/domain';
import type { BindingLimit, LimitFigure } from '@shop/domain/load-plan';
import { CONTAINER_LIMIT_LABELS } from '@shop/domain/load-plan';
import { cx } from 'class-variance-authority';
import { useId } from 'react';

export interface ContainerLimitGaugeProps {
  /** `bindingLimit` of @shop/domain for the factory's container. */
  limit: BindingLimit;
  /** Cartons the plan could not place: named when the cartons' fit binds. Default 0. */
  cartonsLeftOut?: number;
  /** What the meter is called. Default `Container fill`. */
  label?: string;
  className?: string;
}

const KG = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const amount = (value: number, unit: LimitFigure['unit']) =>
  unit === 'kg' ? `${KG.format(value)} kg` : `${formatVolume(value)} CBM`;

/** One limit's figures in words: `Products 0.463 of 26.000 CBM (the CBM rule)`. */
export function limitFigureText(figure: LimitFigure): string {
  const { used, capacity, unit } = figure;
  const of = `${unit === 'kg' ? KG.format(used) : formatVolume(used)} of ${amount(capacity, unit)}`;
  if (figure.limit === 'cbm') return `Products ${of} (the CBM rule)`;
  if (figure.limit === 'fit') return `Cartons ${of} inside the box`;
  return `Weight ${of} payload`;
}

/**
 * Which limit binds and by how much, in one sentence: `Limited by the CBM rule: 25.537 CBM
 * left`, or what the container is over by. The builder's gauge and the printed plan say this.
 */
export function bindingLimitText(limit: BindingLimit, cartonsLeftOut = 0): string {
  if (!limit.over)
    return `Limited by ${CONTAINER_LIMIT_LABELS[limit.limit]}: ${amount(limit.left, limit.unit)} left`;
  if (limit.limit === 'cbm') return `Over the CBM rule by ${amount(limit.overBy, limit.unit)}`;
  if (limit.limit === 'weight') return `Over the payload by ${amount(limit.overBy, limit.unit)}`;
  if (limit.overBy > 0)
    return `The cartons take ${amount(limit.overBy, limit.unit)} more than the box holds`;
  const cartons = cartonsLeftOut === 1 ? '1 carton does' : `${String(cartonsLeftOut)} cartons do`;
  return `${cartonsLeftOut > 0 ? cartons : 'Some cartons do'} not fit: stacking, turning or the door opening leave no room`;
}

/**
 * How full a factory's container is, as one meter: the limit it reaches first (`bindingLimit`:
 * the CBM rule, the cartons' fit or the weight) and by how much, with the other limits'
 * figures under it.
 */
export function ContainerLimitGauge({
  limit,
  cartonsLeftOut = 0,
  label = 'Container fill',
  className,
}: ContainerLimitGaugeProps) {
  const id = useId();
  const headline = bindingLimitText(limit, cartonsLeftOut);
  const shown = limit.over ? 100 : Math.min(Math.max(limit.percent, 0), 100);
  return (
    <section
      data-slot="container-limit-gauge"
      data-limit={limit.limit}
      data-state={limit.over ? 'over' : 'ok'}
      aria-labelledby={`${id}-label`}
      className={cx('ui-container-limit', className)}
    >
      <div className="ui-container-limit__label">
        <span id={`${id}-label`}>{label}</span>
        <span className="ui-container-limit__percent">{`${String(limit.percent)}%`}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={`${String(limit.percent)}%: ${headline}`}
        className="ui-container-limit__track"
      >
        <div className="ui-container-limit__fill" style={{ inlineSize: `${String(shown)}%` }} />
      </div>
      <p className="ui-container-limit__headline">{headline}</p>
      <ul className="ui-container-limit__figures" aria-label="Every limit">
        {limit.figures.map((figure) => (
          <li
            key={figure.limit}
            data-limit={figure.limit}
            data-binding={figure.limit === limit.limit ? 'true' : undefined}
          >
            {`${limitFigureText(figure)} · ${String(figure.percent)}%`}
          </li>
        ))}
      </ul>
    </section>
  );
}
