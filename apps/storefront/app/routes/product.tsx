import { useParams } from 'react-router';
import { PagePlaceholder } from '../page-placeholder';
import { pageMeta } from '../seo';
import type { Route } from './+types/product';

// TODO(issue 8): product data from a loader (gallery, variants, stock, size, metafield
// sections); the title then comes from the product name. /product and /product/ never
// get here: the guard sends them to /.
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Product',
    description: 'Product details, sizes and stock for trade buyers.',
    keywords: ['furniture', 'product', 'trade pricing'],
  });

export default function Product() {
  const { product = '' } = useParams();
  return (
    <PagePlaceholder heading="Product">
      <p data-product-handle>{product}</p>
    </PagePlaceholder>
  );
}
