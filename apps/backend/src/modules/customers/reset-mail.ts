import type { Services } from '../../http/context';

/** The reset link, valid for one hour and once; any later reset or e-mail change voids it. */
export function sendPasswordResetMail(
  services: Services,
  customer: { email: string; firstName: string },
  token: string,
) {
  const resetUrl = `${services.config.STOREFRONT_URL}/account/password/reset?token=${encodeURIComponent(token)}`;
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
