import { Slot } from '@radix-ui/react-slot';
import { cva, cx, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from '../spinner/Spinner';

export const buttonVariants = cva('ui-button', {
  variants: {
    variant: {
      primary: 'ui-button--primary',
      secondary: 'ui-button--secondary',
      ghost: 'ui-button--ghost',
      danger: 'ui-button--danger',
      link: 'ui-button--link',
    },
    size: { sm: 'ui-button--sm', md: 'ui-button--md', lg: 'ui-button--lg' },
    fullWidth: { true: 'ui-button--full' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a router link) with the button's look. Default `false`. */
  asChild?: boolean;
  /** Shows a spinner, sets `aria-busy` and disables the button. Default `false`. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The action button of the design system; `type="button"` unless told otherwise. */
export function Button({
  asChild = false,
  loading = false,
  variant,
  size,
  fullWidth,
  className,
  disabled,
  children,
  type,
  ...rest
}: ButtonProps) {
  const classes = cx(buttonVariants({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot data-slot="button" className={classes} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={classes}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}
