// behaviour.md#security: a stolen token must not become a permanent takeover (change the e-mail, reset the
// password, log in), so changing the e-mail asks for the current password, as a new password does.

/** True when the profile's e-mail differs from the account's (case and spaces aside). */
export function changesEmail(accountEmail: string, newEmail: string | undefined): boolean {
  if (newEmail === undefined) return false;
  return newEmail.trim().toLowerCase() !== accountEmail.trim().toLowerCase();
}

/** A profile change needs the current password when it sets a new password or a new e-mail. */
export function needsCurrentPassword(
  accountEmail: string,
  change: { email?: string | undefined; password?: string | undefined },
): boolean {
  return (change.password ?? '') !== '' || changesEmail(accountEmail, change.email);
}
