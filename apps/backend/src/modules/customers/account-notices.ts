import type { Services } from '../../http/context';
import { inBackground } from '../../http/background';

// E-mails that tell an account's owner about something they may not have done themselves
// (behaviour.md#security): the address that receives them is the one an attacker would want to silence.

interface Owner {
  email: string;
  firstName: string;
}

function notice(services: Services, to: Owner, subject: string, lines: string[], kind: string) {
  inBackground(services, `${kind} notice e-mail`, () =>
    services.mailer.send({
      to: to.email,
      subject,
      text: [`Hello ${to.firstName},`, '', ...lines].join('\n'),
      meta: { kind },
    }),
  );
}

const NOT_YOU = (services: Services) =>
  `If this was not you, reset your password now at ${services.config.STOREFRONT_URL}/account/password/forgot and contact us.`;

/** Sent to the old address: the account's e-mail was changed. */
export function emailChangedNotice(services: Services, owner: Owner, newEmail: string) {
  notice(
    services,
    owner,
    'The e-mail address of your trade account was changed',
    [
      `The e-mail address of your trade account was changed to ${newEmail}.`,
      'Every other signed-in session was signed out, and earlier password-reset links no longer work.',
      '',
      NOT_YOU(services),
    ],
    'email-changed',
  );
}

export function passwordChangedNotice(services: Services, owner: Owner) {
  notice(
    services,
    owner,
    'The password of your trade account was changed',
    [
      'The password of your trade account was changed. Every other signed-in session was signed out.',
      '',
      NOT_YOU(services),
    ],
    'password-changed',
  );
}

/** Sent once per window when failed logins from many addresses reach the account's ceiling. */
export function loginsBlockedNotice(services: Services, owner: Owner, minutes: number) {
  notice(
    services,
    owner,
    'Sign-ins to your trade account are paused',
    [
      'We saw many failed attempts to sign in to your trade account from several places,',
      `so sign-ins are paused for ${String(minutes)} minutes. Your password has not been changed.`,
      '',
      NOT_YOU(services),
    ],
    'logins-blocked',
  );
}
