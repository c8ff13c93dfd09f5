export { Field, Input } from './Field';
export type { FieldControlProps, FieldProps, InputProps } from './Field';
export { NewsletterForm } from './NewsletterForm';
export type { NewsletterFormProps, NewsletterStatus } from './NewsletterForm';
