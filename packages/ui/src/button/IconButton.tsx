import { cva, cx, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export const iconButtonVariants = cva('ui-icon-button', {
  variants: {
    variant: { ghost: 'ui-icon-button--ghost', outline: 'ui-icon-button--outline' },
    size: { sm: 'ui-icon-button--sm', md: 'ui-icon-button--md' },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export interface IconButtonProps
  extends
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'>,
    VariantProps<typeof iconButtonVariants> {
  /** The accessible name; an icon alone says nothing to a screen reader. Required. */
  label: string;
  /** The icon, hidden from assistive technology. */
  icon: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon, named by `label`. */
export function IconButton({
  label,
  icon,
  variant,
  size,
  className,
  type,
  ...rest
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={cx(iconButtonVariants({ variant, size }), className)}
      {...rest}
    >
      <span aria-hidden="true" className="ui-icon-button__icon">
        {icon}
      </span>
    </button>
  );
}
