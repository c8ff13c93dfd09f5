import { PagePlaceholder } from '../../page-placeholder';
import { pageMeta } from '../../seo';
import type { Route } from './+types/password-forgot';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Forgot password',
    description: 'Request a link to reset the password of your trade account.',
    keywords: ['password reset', 'account'],
  });

export default function PasswordForgot() {
  return <PagePlaceholder heading="Forgot password" />;
}
