import { cx } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';

/** A saved address as the picker shows it. */
export interface AddressPickerOption {
  id: string;
  /** The address's lines (name, company, street, city…); blanks are left out. */
  lines: readonly (string | null | undefined)[];
}

/** The value of the "new address" choice. */
export const NEW_ADDRESS = 'new';

export interface AddressPickerProps {
  /** The question, e.g. `Billing address`. */
  legend: string;
  /** The radio group's form field name. */
  name: string;
  addresses: readonly AddressPickerOption[];
  /** A saved address id, or {@link NEW_ADDRESS}. */
  value: string;
  onChange: (value: string) => void;
  /** Label of the new-address choice. Default `Use a new address`. */
  newAddressLabel?: string;
  /** The new-address fields, shown while that choice is picked. */
  children?: ReactNode;
  /** A message for the whole group (e.g. a refused address). */
  error?: string | null;
  disabled?: boolean;
  className?: string;
}

/** Checkout's address choice: one of the saved addresses, or a new one typed in place. */
export function AddressPicker({
  legend,
  name,
  addresses,
  value,
  onChange,
  newAddressLabel = 'Use a new address',
  children,
  error,
  disabled = false,
  className,
}: AddressPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const choices = [
    ...addresses.map((address) => ({
      value: address.id,
      text: address.lines.filter((line): line is string => Boolean(line?.trim())),
    })),
    { value: NEW_ADDRESS, text: [newAddressLabel] },
  ];
  return (
    <fieldset
      data-slot="address-picker"
      className={cx('ui-address-picker', className)}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="ui-address-picker__legend">{legend}</legend>
      <ul className="ui-address-picker__list">
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          return (
            <li key={choice.value} className="ui-address-picker__item">
              <input
                type="radio"
                id={inputId}
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => {
                  onChange(choice.value);
                }}
              />
              <label htmlFor={inputId} className="ui-address-picker__label">
                {choice.text.map((line, index) => (
                  <span key={index} className="ui-address-picker__line">
                    {line}
                  </span>
                ))}
              </label>
            </li>
          );
        })}
      </ul>
      {value === NEW_ADDRESS && children ? (
        <div className="ui-address-picker__new">{children}</div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="ui-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
