import { checkQuantity, QUANTITY_DEBOUNCE_MS, QUANTITY_MAX, QUANTITY_MIN } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useDebouncedCallback } from '../lib/use-debounced-callback';

/**
 * Plain HTML forms behind the controls, so they work before (or without) JavaScript: each
 * button posts its own form to `action`, the number field posts on Enter. Once hydrated,
 * the handlers take over and no form is submitted by the browser.
 */
export interface QuantityInputForm {
  /** Where the forms post, e.g. `/cart`. */
  action: string;
  /** Hidden fields every quantity form sends (intent, line id…); `quantity` is added. */
  fields: Readonly<Record<string, string>>;
  /** Hidden fields of the trash button's form (e.g. `intent=remove`, the line id). */
  removeFields?: Readonly<Record<string, string>>;
}

export interface QuantityInputProps {
  /** The line's quantity as the cart holds it (or as it is about to, while an update is pending). */
  value: number;
  /** A new quantity: at once for + and −, after `debounceMs` of typing for the input. */
  onChange: (quantity: number) => void;
  /** The trash button; omit to hide it. */
  onRemove?: () => void;
  /** What the quantity is of, for the controls' accessible names (e.g. the product name). */
  itemName: string;
  /** Disables every control (e.g. while the cart updates). */
  disabled?: boolean;
  /** The largest quantity: 20 (the selector's, default) or a cart line's 9,999. */
  max?: number;
  /** Default `QUANTITY_DEBOUNCE_MS` (300). */
  debounceMs?: number;
  /** Render the controls as forms that work without JavaScript. */
  form?: QuantityInputForm;
  className?: string;
}

function HiddenFields({ fields }: { fields: Readonly<Record<string, string>> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * The cart line quantity control (behaviour.md#modals): − and + change by 1, a number input
 * (placeholder 0) sends what is typed after a 300 ms pause, a trash button removes the
 * line. Only quantities that pass the domain's quantity rule are reported. With `form`,
 * every control is also a plain HTML form.
 */
export function QuantityInput({
  value,
  onChange,
  onRemove,
  itemName,
  disabled = false,
  max = QUANTITY_MAX,
  debounceMs = QUANTITY_DEBOUNCE_MS,
  form,
  className,
}: QuantityInputProps) {
  const inputId = useId();
  const errorId = useId();
  // The typed text, kept while the user edits; dropped as soon as the value changes (an
  // update is on its way, went through, or a refused one put the cart's quantity back), so
  // a refused number never stays on screen.
  const [draft, setDraft] = useState<string | null>(null);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(null);
  }
  const text = draft ?? String(value);
  // The domain's rule without zod: every cart page draws this control.
  const typed = checkQuantity(text, max);
  const error = text !== '' && !typed.ok ? typed.message : null;
  const invalid = error !== null;
  const emitTyped = useDebouncedCallback((next: number) => {
    onChange(next);
  }, debounceMs);

  const step = (event: SyntheticEvent, delta: number) => {
    event.preventDefault();
    emitTyped.cancel();
    setDraft(null);
    const next = checkQuantity(value + delta, max);
    if (next.ok) onChange(next.quantity);
  };

  /** Wraps a control in its own form when `form` is given. */
  const inForm = (fields: Readonly<Record<string, string>> | undefined, children: ReactNode) =>
    form && fields ? (
      <form method="post" action={form.action} className="ui-quantity-input__form">
        <HiddenFields fields={fields} />
        {children}
      </form>
    ) : (
      children
    );
  const buttonType = form ? 'submit' : 'button';

  const quantityField = () => (
    <>
      <label htmlFor={inputId} className="ui-visually-hidden">
        {`Quantity of ${itemName}`}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        name={form ? 'quantity' : undefined}
        className="ui-quantity-input__field"
        placeholder="0"
        min={QUANTITY_MIN}
        max={max}
        value={text}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          const nextText = event.currentTarget.value;
          setDraft(nextText);
          const parsed = checkQuantity(nextText, max);
          if (parsed.ok && parsed.quantity !== value) emitTyped(parsed.quantity);
          else emitTyped.cancel();
        }}
      />
    </>
  );

  return (
    <div data-slot="quantity-input" className={cx('ui-quantity-input', className)}>
      {inForm(
        form && { ...form.fields, quantity: String(value - 1) },
        <button
          type={buttonType}
          className="ui-quantity-input__step"
          aria-label={`Decrease quantity of ${itemName}`}
          disabled={disabled || value <= QUANTITY_MIN}
          onClick={(event) => {
            step(event, -1);
          }}
        >
          <span aria-hidden="true">−</span>
        </button>,
      )}
      {form ? (
        <form
          method="post"
          action={form.action}
          className="ui-quantity-input__form"
          onSubmit={(event) => {
            // Enter in the field: send what is typed now, not after the pause.
            event.preventDefault();
            emitTyped.cancel();
            if (typed.ok && typed.quantity !== value) onChange(typed.quantity);
          }}
        >
          <HiddenFields fields={form.fields} />
          {quantityField()}
          <button type="submit" className="ui-visually-hidden" disabled={disabled}>
            {`Update quantity of ${itemName}`}
          </button>
        </form>
      ) : (
        quantityField()
      )}
      {inForm(
        form && { ...form.fields, quantity: String(value + 1) },
        <button
          type={buttonType}
          className="ui-quantity-input__step"
          aria-label={`Increase quantity of ${itemName}`}
          disabled={disabled || value >= max}
          onClick={(event) => {
            step(event, 1);
          }}
        >
          <span aria-hidden="true">+</span>
        </button>,
      )}
      {onRemove === undefined
        ? null
        : inForm(
            form?.removeFields,
            <button
              type={form?.removeFields ? 'submit' : 'button'}
              className="ui-quantity-input__remove"
              aria-label={`Remove ${itemName} from cart`}
              disabled={disabled}
              onClick={(event) => {
                event.preventDefault();
                onRemove();
              }}
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
            </button>,
          )}
      {error === null ? null : (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
