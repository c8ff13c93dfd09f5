export { Button, buttonVariants } from './Button';
export type { ButtonProps } from './Button';
export { IconButton, iconButtonVariants } from './IconButton';
export type { IconButtonProps } from './IconButton';
