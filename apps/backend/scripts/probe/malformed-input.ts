// Items 11 and 12 of SECURITY.md's figures: NUL bytes in every string field, deep nesting.
import { api, b, countBy, DEMO_PASSWORD, login, PASSWORD, report, SEARCH_KEY } from './context';
import { send, shopper } from './http';

function* withNul(value: unknown, path: string[] = []): Generator<[string, unknown]> {
  if (typeof value === 'string') {
    yield [path.join('.'), `a\u0000b`];
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++)
      for (const [p, v] of withNul(value[i], [...path, String(i)]))
        yield [p, value.map((x, j) => (j === i ? v : x))];
  } else if (value && typeof value === 'object') {
    for (const [k, x] of Object.entries(value))
      for (const [p, v] of withNul(x, [...path, k])) yield [p, { ...value, [k]: v }];
  }
}

export async function nulBytes() {
  const buyer = await login('buyer@example.com', DEMO_PASSWORD);
  const listing = await send(api('/products/all-products-available'), { body: { limit: 50 } });
  const product = (
    listing.json.data as {
      id: number;
      name: string;
      variants: { id: number; inventory_level: number }[];
    }[]
  ).find((p) => !p.name.endsWith('(Container)') && (p.variants[0]?.inventory_level ?? 0) >= 30);
  if (!product?.variants[0]) throw new Error('no product to order');
  const line = { product_id: product.id, variant_id: product.variants[0].id, quantity: 1 };
  const newCart = async () =>
    (await send(api('/carts'), { token: buyer.token, body: { line_items: [line] } })).json.message
      .data.id as string;
  const cart = await newCart();
  const metafield = await send(api(`/carts/metafield/${cart}`), {
    token: buyer.token,
    body: { permission_set: 'app_only', namespace: 'probe', key: 'k', value: 'v' },
  });
  const metafieldId = metafield.json.message.data.id as number;
  const address = {
    first_name: 'Alex',
    last_name: 'Buyer',
    company: 'Buyer Interiors',
    street_1: '1 Main St',
    street_2: 'Level 2',
    city: 'Sydney',
    state: 'NSW',
    zip: '2000',
    country: 'Australia',
    phone: '02123456789',
  };
  const [saved] = (
    await send(api(`/customers/${String(buyer.id)}/addresses`), { token: buyer.token })
  ).json.message.data as { id: number }[];
  const cases: {
    name: string;
    method: string;
    path: string;
    body: unknown;
    token?: string;
    fresh?: () => Promise<Record<string, unknown>>;
  }[] = [
    {
      name: 'login',
      method: 'POST',
      path: '/customers/login',
      body: { email: 'x@example.com', password: 'wrong-password' },
    },
    {
      name: 'create-user',
      method: 'POST',
      path: '/customers/create-user',
      body: {
        email: 'nul@example.com',
        first_name: 'A',
        last_name: 'B',
        company: 'C',
        phone: '02123456789',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    },
    {
      name: 'profile',
      method: 'PUT',
      path: `/customers/${String(buyer.id)}`,
      token: buyer.token,
      body: {
        first_name: 'Alex',
        last_name: 'Buyer',
        company: 'Buyer Interiors',
        phone: '+639171234567',
      },
    },
    {
      name: 'profile e-mail',
      method: 'PUT',
      path: `/customers/${String(buyer.id)}`,
      token: buyer.token,
      body: {
        email: 'buyer@example.com',
        _authentication: { password: 'new-password-1', current_password: DEMO_PASSWORD },
      },
    },
    {
      name: 'address add',
      method: 'POST',
      path: `/customers/${String(buyer.id)}/addresses`,
      token: buyer.token,
      body: [{ ...address, country_code: 'AU', form_fields: [{ name: 'dock', value: 'rear' }] }],
    },
    {
      name: 'address update',
      method: 'PUT',
      path: `/customers/${String(buyer.id)}/addresses`,
      token: buyer.token,
      body: [{ ...address, id: saved?.id ?? 1 }],
    },
    {
      name: 'reset request',
      method: 'POST',
      path: '/customers/generate-password-reset',
      body: { email: 'x@example.com' },
    },
    {
      name: 'reset verify',
      method: 'POST',
      path: '/customers/verify-password-reset-token',
      body: { token: 'abc' },
    },
    {
      name: 'reset',
      method: 'POST',
      path: '/customers/reset-password',
      body: { token: 'abc', password: PASSWORD, confirmPassword: PASSWORD },
    },
    {
      name: 'metafield add',
      method: 'POST',
      path: `/carts/metafield/${cart}`,
      token: buyer.token,
      body: {
        permission_set: 'app_only',
        namespace: 'n2',
        key: 'k2',
        value: 'v',
        description: 'd',
      },
    },
    {
      name: 'metafield update',
      method: 'PUT',
      path: `/carts/metafield/${cart}/${String(metafieldId)}`,
      token: buyer.token,
      body: { value: 'v', description: 'd' },
    },
    {
      name: 'order',
      method: 'POST',
      path: '/orders/create',
      token: buyer.token,
      body: {
        cartId: '00000000-0000-4000-8000-000000000000',
        customer_id: buyer.id,
        billing_address: { ...address, email: 'buyer@example.com', country_code: 'AU' },
        shipping_address: address,
        costumer_order_number: 'PO-1',
        order_notes: 'rear dock',
      },
      fresh: async () => ({ cartId: await newCart() }),
    },
    {
      name: 'pricing',
      method: 'POST',
      path: '/../product-service/price-lists/get-customer-pricing',
      token: buyer.token,
      body: { customerId: buyer.id, skus: [['SKU-1']] },
    },
  ];
  const broken: string[] = [];
  let tried = 0;
  const statuses: number[] = [];
  for (const c of cases) {
    for (const [field, body] of withNul(c.body)) {
      if (field === 'cartId') continue;
      const fresh = c.fresh ? await c.fresh() : {};
      const url = c.path.startsWith('/..') ? `${b.url}${c.path.slice(3)}` : api(c.path);
      const res = await send(url, {
        method: c.method,
        ...(c.token ? { token: c.token } : {}),
        body: Array.isArray(body) ? body : { ...(body as object), ...fresh },
        from: shopper(tried % 200, 6),
      });
      tried += 1;
      statuses.push(res.status);
      if (res.status >= 500) broken.push(`${c.name}:${field}`);
    }
  }
  const queries: [string, string][] = [
    ['newsletter EMAIL', `/subscribe/post-json?u=demo&id=trade&c=cb&EMAIL=a%00b%40example.com`],
    ['content starts_with', `/v2/cdn/stories?token=demo-public-token&starts_with=a%00b`],
    ['content by_slugs', `/v2/cdn/stories?token=demo-public-token&by_slugs=a%00b`],
    ['content slug', `/v2/cdn/stories/a%00b?token=demo-public-token`],
    ['content uuid', `/v2/cdn/stories/a%00b?token=demo-public-token&find_by=uuid`],
  ];
  for (const [name, path] of queries) {
    const res = await send(`${b.url}${path}`, { from: shopper(tried % 200, 6) });
    tried += 1;
    statuses.push(res.status);
    if (res.status >= 500) broken.push(name);
  }
  report('11', `NUL byte in ${String(tried)} string fields and parameters`, {
    statuses: countBy(statuses, (s) => s),
    answered500: broken.length,
  });
  if (broken.length > 0) process.stdout.write(`        500 on: ${broken.join(', ')}\n`);
}

export async function deepNesting() {
  let params = '{}';
  for (let i = 0; i < 50_000; i++) params = `{"params":${params}}`;
  const nestedParams = await send(`${b.url}/1/indexes/*/queries`, {
    headers: SEARCH_KEY,
    raw: `{"requests":[{"indexName":"products","params":${params}}]}`,
  });
  let deepFilters = '[]';
  for (let i = 0; i < 50_000; i++) deepFilters = `[${deepFilters}]`;
  const nestedFilters = await send(`${b.url}/1/indexes/products/query`, {
    headers: SEARCH_KEY,
    raw: `{"facetFilters":${deepFilters}}`,
  });
  const parens = `${'('.repeat(5000)}brand:x${')'.repeat(5000)}`;
  const filters = await send(`${b.url}/1/indexes/products/query`, {
    headers: SEARCH_KEY,
    body: { filters: parens },
  });
  let deepBody = '1';
  for (let i = 0; i < 50_000; i++) deepBody = `[${deepBody}]`;
  const rest = await send(api('/customers/login'), {
    raw: `{"email":"a@example.com","password":${deepBody}}`,
  });
  report('12', 'deep nesting answers', {
    searchParams50k: nestedParams.status,
    facetFilters50k: nestedFilters.status,
    filters5kParens: filters.status,
    restBody50k: rest.status,
  });
}
