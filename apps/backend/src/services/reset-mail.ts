import type { Services } from '../http/context';

/**
 * Sends the reset e-mail in the background, so the answer to generate-password-reset takes
 * the same time whether or not the account exists. close() waits for pending mail.
 */
export function sendPasswordResetMail(
  services: Services,
  customer: { email: string; firstName: string },
  token: string,
) {
  const resetUrl = `${services.config.STOREFRONT_URL}/account/password/reset?token=${encodeURIComponent(token)}`;
  const task = services.mailer
    .send({
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
    })
    .catch((error: unknown) => {
      services.logger.error({ err: error }, 'password reset e-mail failed');
    })
    .finally(() => services.background.delete(task));
  services.background.add(task);
}
