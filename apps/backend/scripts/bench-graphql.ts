// Latency of the storefront GraphQL operations and the picture routes, in-process (no
// network), one request at a time, on the demo catalogue. PGlite in memory by default;
// `--database-url postgres://…` for an existing PostgreSQL database (seeded if empty).
//   npx -y pnpm@10 --filter @shop/backend bench:graphql [--database-url URL] [--n 200]
import { parseArgs } from 'node:util';
import { createBackend } from '../src/backend';
import { loadConfig } from '../src/env';

const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, n: { type: 'string', default: '200' } },
});
const n = Number(values.n);

const STOCK = `query ProductStockDetails($sku: String!) { site { product(sku: $sku) { name sku entityId id description type
  brand { id entityId name } categories { edges { node { name path entityId breadcrumbs(depth: 4) { edges { node { name entityId } } } } } }
  availabilityV2 { status description } inventory { isInStock hasVariantInventory aggregated { availableToSell warningLevel } }
  relatedProducts(first: 4) { edges { node { sku name path } } } metafields(namespace: "myob", first: 50) { edges { node { id key value } } }
  variants { edges { node { id entityId sku isPurchasable
    inventory { byLocation { edges { node { availableToSell isInStock locationEntityCode locationEntityId locationEntityTypeId locationDistance { unit value } warningLevel } } } }
    prices { price { value currencyCode } salePrice { value currencyCode } retailPrice { value currencyCode } bulkPricing { minimumQuantity maximumQuantity } }
    metafields(namespace: "myob", first: 50) { edges { node { id key value } } }
    options { edges { node { displayName values { edges { node { label } } } } } } } } } } } }`;
const SIZES = `query ProductsSizes($productIDs: [Int!], $variantIDs: [Int!]) { site { products(entityIds: $productIDs, first: 50) { edges { node {
  name sku entityId brand { entityId id name } variants(entityIds: $variantIDs) { edges { node { entityId id sku } } }
  metafields(namespace: "myob", keys: ["ProductWidth", "ProductDepth", "ProductHeight"]) { edges { node { value key id } } } } } } } }`;
const TREE =
  'query CategoryTree3LevelsDeep { site { categoryTree { name path entityId productCount children { name path entityId productCount children { name path entityId productCount } } } } }';

const backend = await createBackend(
  loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', DATABASE_URL: values['database-url'] }),
  'demo',
);

async function time(label: string, run: (i: number) => Response | Promise<Response>) {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await run(i);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) =>
    (ms[Math.min(ms.length - 1, Math.floor(ms.length * q))] ?? 0).toFixed(1);
  console.log(`${label.padEnd(32)} n=${n} p50=${at(0.5)} ms p95=${at(0.95)} ms`);
}

const post = (query: string, variables: object) =>
  backend.app.request('/graphql', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${backend.services.config.GRAPHQL_TOKEN}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ query, variables }),
  });
const products = await backend.services.database.db.query.products.findMany({
  columns: { id: true, sku: true },
  limit: 300,
});
const pick = (i: number) => products[i % products.length] ?? { id: 101, sku: '' };

console.log(`driver: ${backend.services.database.driver}`);
await time('ProductStockDetails', (i) => post(STOCK, { sku: pick(i).sku }));
await time('ProductsSizes (50 products)', (i) =>
  post(SIZES, { productIDs: Array.from({ length: 50 }, (_, k) => pick(i + k).id), variantIDs: [] }),
);
await time('CategoryTree3LevelsDeep', () => post(TREE, {}));
const slots = ['hero', 'lifestyle-2', 'iso-dimensions', 'client-drawing', 'variant-0'];
await time('picture (SVG)', (i) =>
  backend.app.request(`/images/products/${pick(i).id}/${slots[i % slots.length] ?? 'hero'}.svg`),
);
await backend.close();
