import type { QueuedMail } from '../../mail/enqueue';

// E-mails that tell an account's owner about something they may not have done themselves
// (behaviour.md#security): the address that receives them is the one an attacker would want to silence.

interface Owner {
  email: string;
  firstName: string;
}

const notice = (
  to: Owner,
  kind: QueuedMail['kind'],
  subject: string,
  lines: string[],
): QueuedMail => ({
  kind,
  to: to.email,
  subject,
  text: [`Hello ${to.firstName},`, '', ...lines].join('\n'),
});

const notYou = (storefrontUrl: string) =>
  `If this was not you, reset your password now at ${storefrontUrl}/account/password/forgot and contact us.`;

/** Sent to the old address: the account's e-mail was changed. */
export function emailChangedMail(storefrontUrl: string, owner: Owner, newEmail: string) {
  return notice(owner, 'email-changed', 'The e-mail address of your trade account was changed', [
    `The e-mail address of your trade account was changed to ${newEmail}.`,
    'Every other signed-in session was signed out, and earlier password-reset links no longer work.',
    '',
    notYou(storefrontUrl),
  ]);
}

export function passwordChangedMail(storefrontUrl: string, owner: Owner) {
  return notice(owner, 'password-changed', 'The password of your trade account was changed', [
    'The password of your trade account was changed. Every other signed-in session was signed out.',
    '',
    notYou(storefrontUrl),
  ]);
}

/** Sent once per window when failed logins from many addresses reach the account's ceiling. */
export function loginsBlockedMail(storefrontUrl: string, owner: Owner, minutes: number) {
  return notice(owner, 'logins-blocked', 'Sign-ins to your trade account are paused', [
    'We saw many failed attempts to sign in to your trade account from several places,',
    `so sign-ins are paused for ${String(minutes)} minutes. Your password has not been changed.`,
    '',
    notYou(storefrontUrl),
  ]);
}
