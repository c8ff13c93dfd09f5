import { PagePlaceholder } from '../../page-placeholder';
import { pageMeta } from '../../seo';
import type { Route } from './+types/password-change';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Change password',
    description: 'Change the password of your trade account.',
    keywords: ['password', 'account'],
  });

export default function PasswordChange() {
  return <PagePlaceholder heading="Change password" />;
}
