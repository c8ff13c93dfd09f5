import { QUANTITY_DEBOUNCE_MS, QUANTITY_MAX, QUANTITY_MIN, quantitySchema } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { useId, useState } from 'react';
import { useDebouncedCallback } from '../lib/use-debounced-callback';

export interface QuantityInputProps {
  /** The line's quantity as the cart holds it. */
  value: number;
  /** A new quantity: at once for + and −, after `debounceMs` of typing for the input. */
  onChange: (quantity: number) => void;
  /** The trash button; omit to hide it. */
  onRemove?: () => void;
  /** What the quantity is of, for the controls' accessible names (e.g. the product name). */
  itemName: string;
  /** Disables every control (e.g. while the cart updates). */
  disabled?: boolean;
  /** Default `QUANTITY_DEBOUNCE_MS` (300). */
  debounceMs?: number;
  className?: string;
}

/**
 * The cart line quantity control (SPEC §2): − and + change by 1, a number input
 * (placeholder 0) sends what is typed after a 300 ms pause, a trash button removes the
 * line. Only quantities that pass the domain's `quantitySchema` are reported.
 */
export function QuantityInput({
  value,
  onChange,
  onRemove,
  itemName,
  disabled = false,
  debounceMs = QUANTITY_DEBOUNCE_MS,
  className,
}: QuantityInputProps) {
  const inputId = useId();
  const errorId = useId();
  // The typed text, kept while the user edits; reset whenever the cart's value changes.
  const [draft, setDraft] = useState<{ text: string; forValue: number } | null>(null);
  const text = draft !== null && draft.forValue === value ? draft.text : String(value);
  const typed = quantitySchema.safeParse(text);
  const error =
    text !== '' && !typed.success ? (typed.error.issues[0]?.message ?? 'Invalid quantity') : null;
  const invalid = error !== null;
  const emitTyped = useDebouncedCallback((next: number) => {
    onChange(next);
  }, debounceMs);

  const step = (delta: number) => {
    emitTyped.cancel();
    setDraft(null);
    const next = quantitySchema.safeParse(value + delta);
    if (next.success) onChange(next.data);
  };

  return (
    <div data-slot="quantity-input" className={cx('ui-quantity-input', className)}>
      <button
        type="button"
        className="ui-quantity-input__step"
        aria-label={`Decrease quantity of ${itemName}`}
        disabled={disabled || value <= QUANTITY_MIN}
        onClick={() => {
          step(-1);
        }}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={inputId} className="ui-visually-hidden">
        {`Quantity of ${itemName}`}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        className="ui-quantity-input__field"
        placeholder="0"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        value={text}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          const nextText = event.currentTarget.value;
          setDraft({ text: nextText, forValue: value });
          const parsed = quantitySchema.safeParse(nextText);
          if (parsed.success && parsed.data !== value) emitTyped(parsed.data);
          else emitTyped.cancel();
        }}
      />
      <button
        type="button"
        className="ui-quantity-input__step"
        aria-label={`Increase quantity of ${itemName}`}
        disabled={disabled || value >= QUANTITY_MAX}
        onClick={() => {
          step(1);
        }}
      >
        <span aria-hidden="true">+</span>
      </button>
      {onRemove === undefined ? null : (
        <button
          type="button"
          className="ui-quantity-input__remove"
          aria-label={`Remove ${itemName} from cart`}
          disabled={disabled}
          onClick={onRemove}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
          </svg>
        </button>
      )}
      {error === null ? null : (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
