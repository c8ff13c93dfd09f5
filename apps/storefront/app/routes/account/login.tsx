import { PagePlaceholder } from '../../page-placeholder';
import { pageMeta } from '../../seo';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Log in',
    description: 'Log in to see your trade pricing and order on account.',
    keywords: ['login', 'trade pricing', 'account'],
  });

export default function Login() {
  return <PagePlaceholder heading="Log in" />;
}
