import { QUANTITY_OPTIONS, clampQuantity } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { useId } from 'react';

export interface QuantitySelectorProps {
  /** The chosen quantity; shown clamped into 1–20 (`clampQuantity`). */
  value: number;
  onChange: (quantity: number) => void;
  /** Visible label. Default `Quantity`. */
  label?: string;
  /** The select's form field name, so a form posts the quantity. */
  name?: string;
  disabled?: boolean;
  className?: string;
}

/** A select offering quantities 1 to 20 (behaviour.md#modals). */
export function QuantitySelector({
  value,
  onChange,
  label = 'Quantity',
  name,
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
        name={name}
        className="ui-select"
        value={current}
        disabled={disabled}
        // The select offers 1–20 only; clampQuantity (no zod) reads its value, so a page with
        // the selector does not load the form schemas.
        onChange={(event) => {
          onChange(clampQuantity(event.currentTarget.value));
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
