import type { FieldErrors } from './form-values';
import { TextField } from './text-field';

/**
 * The new password and its confirmation, as every account form asks for them (password
 * change, reset and the profile edit), with the messages the last submit gave them.
 */
export function NewPasswordFields({
  errors,
  required = true,
}: {
  errors: FieldErrors | undefined;
  /** The profile edit's are optional: left empty, the password stays. */
  required?: boolean;
}) {
  return (
    <>
      <TextField
        label="New password"
        name="password"
        type="password"
        required={required}
        autoComplete="new-password"
        hint="At least 8 characters"
        error={errors?.password}
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        required={required}
        autoComplete="new-password"
        error={errors?.confirmPassword}
      />
    </>
  );
}
