import { registrationSchema } from '@shop/domain';

/**
 * The /register form: domain's `registrationSchema` (which checks the confirmation), with
 * `confirmPassword` left out of what the app's handler receives, as the backend expects.
 */
export const registrationFormSchema = registrationSchema.transform(
  ({ confirmPassword: _confirm, ...registration }) => registration,
);
