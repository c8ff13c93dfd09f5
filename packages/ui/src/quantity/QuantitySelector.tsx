import { QUANTITY_OPTIONS, clampQuantity, quantitySchema } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { useId } from 'react';

export interface QuantitySelectorProps {
  /** The chosen quantity; shown clamped into 1–20 (`clampQuantity`). */
  value: number;
  onChange: (quantity: number) => void;
  /** Visible label. Default `Quantity`. */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/** A select offering quantities 1 to 20 (SPEC §5). */
export function QuantitySelector({
  value,
  onChange,
  label = 'Quantity',
  disabled = false,
  className,
}: QuantitySelectorProps) {
  const id = useId();
  const current = clampQuantity(value);
  return (
    <div data-slot="quantity-selector" className={cx('ui-quantity-selector', className)}>
      <label htmlFor={id} className="ui-label">
        {label}
      </label>
      <select
        id={id}
        className="ui-select"
        value={current}
        disabled={disabled}
        onChange={(event) => {
          const next = quantitySchema.safeParse(event.currentTarget.value);
          if (next.success) onChange(next.data);
        }}
      >
        {QUANTITY_OPTIONS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
