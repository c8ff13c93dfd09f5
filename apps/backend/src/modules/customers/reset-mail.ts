import type { Services } from '../../http/context';

const setPasswordUrl = (services: Services, token: string) =>
  `${services.config.STOREFRONT_URL}/account/password/reset?token=${encodeURIComponent(token)}`;

/** The reset link, valid for one hour and once; any later reset or e-mail change voids it. */
export function sendPasswordResetMail(
  services: Services,
  customer: { email: string; firstName: string },
  token: string,
) {
  const resetUrl = setPasswordUrl(services, token);
  return services.mailer.send({
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
    meta: { kind: 'password-reset', resetUrl, token },
  });
}

/**
 * The welcome of a colleague an admin added (`userCreate` with `acceptEmail`): the same
 * page as the reset sets their first password; the link works once and for three days.
 */
export function sendCompanyInviteMail(
  services: Services,
  user: { email: string; firstName: string },
  company: { name: string },
  token: string,
) {
  const resetUrl = setPasswordUrl(services, token);
  return services.mailer.send({
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
    meta: { kind: 'company-invite', resetUrl, token },
  });
}
