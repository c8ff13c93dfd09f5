import { formatVolume, OVER_CAPACITY_MESSAGE } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { useId } from 'react';

export interface ContainerGaugeEntry {
  /** The factory (brand) id. */
  brandId: string | number;
  /** The factory's name as shown to the customer. */
  brandName: string;
  /** CBM used, as `containerFillByBrand` reports it. */
  used: number;
  /** CBM capacity. */
  capacity: number;
  /** `used / capacity` in percent (above 100 when over). */
  percent: number;
  /**
   * CBM still free, as `containerFillByBrand` reports it. When given, a line under the
   * meter reads `{percent}% full · {remaining} CBM remaining` (the container builder).
   */
  remaining?: number;
  /**
   * What `used`, `capacity` and `remaining` measure: `CBM` (3 decimals, behaviour.md#validation) or `kg`
   * (whole kilograms with thousands separators, for a load plan's weight). Default `CBM`.
   */
  unit?: 'CBM' | 'kg';
}

const KG = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A figure as the gauge prints it, unit included. */
function amount(value: number, unit: 'CBM' | 'kg'): string {
  return unit === 'kg' ? `${KG.format(value)} kg` : `${formatVolume(value)} CBM`;
}

export interface ContainerGaugeProps {
  containers: readonly ContainerGaugeEntry[];
  /** Shows the over-capacity message (behaviour.md#errors) after a refused add. Default `false`. */
  overCapacity?: boolean;
  className?: string;
}

/**
 * How full each factory's container is: CBM used of capacity, one meter per factory. A load
 * plan's volume and weight use the same meters (`unit: 'kg'` for the weight).
 */
export function ContainerGauge({
  containers,
  overCapacity = false,
  className,
}: ContainerGaugeProps) {
  const baseId = useId();
  return (
    <section
      data-slot="container-gauge"
      aria-label="Container fill"
      className={cx('ui-container-gauge', className)}
    >
      {overCapacity ? (
        <p role="alert" className="ui-container-gauge__alert">
          {OVER_CAPACITY_MESSAGE}
        </p>
      ) : null}
      {containers.length === 0 ? (
        <p className="ui-container-gauge__empty">No container products yet</p>
      ) : null}
      <ul className="ui-container-gauge__list">
        {containers.map((entry, index) => {
          const labelId = `${baseId}-${String(index)}`;
          const over = entry.used > entry.capacity;
          const unit = entry.unit ?? 'CBM';
          const text =
            unit === 'kg'
              ? `${KG.format(entry.used)} of ${amount(entry.capacity, unit)}`
              : `${formatVolume(entry.used)} of ${amount(entry.capacity, unit)}`;
          return (
            <li
              key={String(entry.brandId)}
              className="ui-container-gauge__item"
              data-state={over ? 'over' : 'ok'}
            >
              <div className="ui-container-gauge__label">
                <span id={labelId}>{entry.brandName}</span>
                <span className="ui-container-gauge__figure">{text}</span>
              </div>
              <div
                role="meter"
                aria-labelledby={labelId}
                aria-valuemin={0}
                aria-valuemax={entry.capacity}
                aria-valuenow={Math.min(entry.used, entry.capacity)}
                aria-valuetext={over ? `${text}, over capacity` : text}
                className="ui-container-gauge__track"
              >
                <div
                  className="ui-container-gauge__fill"
                  style={{ inlineSize: `${String(Math.min(Math.max(entry.percent, 0), 100))}%` }}
                />
              </div>
              {entry.remaining === undefined ? null : (
                <p className="ui-container-gauge__detail">
                  {`${String(entry.percent)}% full · ${amount(entry.remaining, unit)} remaining`}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
