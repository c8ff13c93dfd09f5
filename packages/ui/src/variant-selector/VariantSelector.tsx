import { cx } from 'class-variance-authority';
import { useId } from 'react';

export interface VariantOption {
  id: string;
  /** The option's name, e.g. `Natural oak`; its accessible name. */
  label: string;
  /** A material swatch image; when set it is shown instead of a colour block. */
  swatchUrl?: string | null;
  /** A CSS colour for the plain block when there is no swatch. */
  colour?: string | null;
  disabled?: boolean;
}

export interface VariantSelectorProps {
  variants: readonly VariantOption[];
  /** The selected variant id. */
  value: string | null;
  onChange: (variantId: string) => void;
  /** The group's label. Default `Colour`. */
  legend?: string;
  /** The radios' form field name, so a form posts the chosen variant id. */
  name?: string;
  className?: string;
}

/**
 * Radio buttons shown as swatches (behaviour.md#modals): the material swatch image where a variant has
 * one, a plain colour block otherwise. Arrow keys move between them like any radio group.
 */
export function VariantSelector({
  variants,
  value,
  onChange,
  legend = 'Colour',
  name: fieldName,
  className,
}: VariantSelectorProps) {
  const generatedName = useId();
  const name = fieldName ?? generatedName;
  const selected = variants.find((v) => v.id === value);
  if (variants.length === 0) return null;
  return (
    <fieldset data-slot="variant-selector" className={cx('ui-variant-selector', className)}>
      <legend className="ui-label">
        {legend}
        {selected ? <span className="ui-variant-selector__current">: {selected.label}</span> : null}
      </legend>
      <div className="ui-variant-selector__options">
        {variants.map((variant) => {
          const hasSwatch = typeof variant.swatchUrl === 'string' && variant.swatchUrl !== '';
          return (
            <label
              key={variant.id}
              className="ui-variant-selector__option"
              data-state={variant.id === value ? 'checked' : 'unchecked'}
              title={variant.label}
            >
              <input
                type="radio"
                name={name}
                value={variant.id}
                className="ui-visually-hidden"
                checked={variant.id === value}
                disabled={variant.disabled}
                onChange={() => {
                  onChange(variant.id);
                }}
              />
              {hasSwatch ? (
                <img
                  className="ui-variant-selector__swatch"
                  src={variant.swatchUrl ?? undefined}
                  alt=""
                  width={40}
                  height={40}
                  data-kind="swatch"
                />
              ) : (
                <span
                  className="ui-variant-selector__swatch"
                  data-kind="colour"
                  style={{ background: variant.colour ?? 'var(--ui-color-neutral-300)' }}
                />
              )}
              <span className="ui-visually-hidden">{variant.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
