import { PagePlaceholder } from '../page-placeholder';
import { pageMeta } from '../seo';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Apply for a trade account',
    description: 'Apply for a trade account to see trade pricing and order by the container.',
    keywords: ['register', 'trade account', 'wholesale'],
  });

export default function Register() {
  return <PagePlaceholder heading="Apply for a trade account" />;
}
