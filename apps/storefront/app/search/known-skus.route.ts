// GET /search/known-skus: the SKUs the store knows, for the browser's search filter
// (behaviour.md#calls-search). A compact list instead of the whole product dictionary; cached a minute.
import { knownSkus } from './known-skus.server';

export async function loader() {
  const skus = await knownSkus();
  if (skus === null) {
    return Response.json({ skus: null }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  return Response.json(
    { skus: [...skus].sort() },
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  );
}
