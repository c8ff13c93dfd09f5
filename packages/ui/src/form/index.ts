export { Field, Input } from './Field';
export { FormAlert } from './FormAlert';
export type { FormAlertProps } from './FormAlert';
export type { FieldControlProps, FieldProps, InputProps } from './Field';
export { NewsletterForm } from './NewsletterForm';
export type { NewsletterFormProps, NewsletterStatus } from './NewsletterForm';
export { FieldGrid } from './FieldGrid';
export type { FieldGridProps } from './FieldGrid';
