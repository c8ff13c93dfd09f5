import type { QueuedMail } from '../../mail/enqueue';

const setPasswordUrl = (storefrontUrl: string, token: string) =>
  `${storefrontUrl}/account/password/reset?token=${encodeURIComponent(token)}`;

/** The reset link, valid for one hour and once; any later reset or e-mail change voids it. */
export function passwordResetMail(
  storefrontUrl: string,
  customer: { email: string; firstName: string },
  token: string,
): QueuedMail {
  const resetUrl = setPasswordUrl(storefrontUrl, token);
  return {
    kind: 'password-reset',
    to: customer.email,
    subject: 'Reset your trade account password',
    text: [
      `Hello ${customer.firstName},`,
      '',
      'We received a request to reset the password of your trade account.',
      `Open this link within one hour to choose a new password: ${resetUrl}`,
      '',
      'If you did not ask for this, ignore this e-mail; your password stays the same.',
    ].join('\n'),
    meta: { resetUrl, token },
  };
}

/**
 * The welcome of a colleague an admin added (`userCreate` with `acceptEmail`): the same
 * page as the reset sets their first password; the link works once and for three days.
 */
export function companyInviteMail(
  storefrontUrl: string,
  user: { email: string; firstName: string },
  company: { name: string },
  token: string,
): QueuedMail {
  const resetUrl = setPasswordUrl(storefrontUrl, token);
  return {
    kind: 'company-invite',
    to: user.email,
    subject: `You have been added to ${company.name}’s trade account`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `Your colleagues have added you to ${company.name}’s trade account.`,
      `Open this link within three days to choose your password: ${resetUrl}`,
      'The link works once. If it has expired, ask for a password reset on the login page.',
      '',
      'If you did not expect this, you can ignore this e-mail.',
    ].join('\n'),
    meta: { resetUrl, token },
  };
}
