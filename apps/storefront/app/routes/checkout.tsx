import { PagePlaceholder } from '../page-placeholder';
import { pageMeta } from '../seo';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Checkout',
    description: 'Addresses, order number and notes, then place your order.',
    keywords: ['checkout', 'order', 'container'],
  });

export default function Checkout() {
  return <PagePlaceholder heading="Checkout" />;
}
