// GET /quick-view?sku=…: the quick view's details and the buyer's prices (behaviour.md#modals), for the
// quick view's fetcher. Prices are the customer's own: never kept by a shared cache.
import { SEARCH_MAX_LENGTH } from '@shop/domain';
import { data } from 'react-router';
import { env } from '../platform/env.server';
import { buyerSession } from '../platform/buyer-session.server';
import { loadQuickView } from './quick-view.server';
import type { Route } from './+types/quick-view.route';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const sku = new URL(request.url).searchParams.get('sku')?.trim() ?? '';
  if (sku === '' || sku.length > SEARCH_MAX_LENGTH || sku.includes('\u0000'))
    return data(
      { details: null, error: 'A product SKU is required.' },
      { status: 400, headers: PRIVATE },
    );
  try {
    const details = await loadQuickView(buyerSession(context), sku, env.publicBackendUrl);
    return data(
      { details, error: details ? null : 'That product is no longer sold.' },
      { status: details ? 200 : 404, headers: PRIVATE },
    );
  } catch (error) {
    console.error('Quick view details could not be loaded', error);
    return data(
      { details: null, error: 'The product details could not be loaded.' },
      { status: 502, headers: PRIVATE },
    );
  }
}
