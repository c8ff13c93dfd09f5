import { PagePlaceholder } from '../../page-placeholder';
import { pageMeta } from '../../seo';
import type { Route } from './+types/password-reset';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Reset password',
    description: 'Choose a new password for your trade account.',
    keywords: ['password reset', 'account'],
  });

export default function PasswordReset() {
  return <PagePlaceholder heading="Reset password" />;
}
