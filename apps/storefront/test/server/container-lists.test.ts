// Container lists (/account/lists, B2B Edition's shopping lists) rendered by the real server
// build against the real backend (in-process, demo data): the junior's seeded list and the
// approver's queue, a new list run through submit → reject with a reason (seen by the junior)
// → resubmit → approve into the senior's cart, line edits, and nobody reaching another's list.
import { createB2bApi } from '@shop/api/b2b';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedApp } from './render';
import { backendLogIn, renderApp, startTestBackend } from './render';

let app: RenderedApp;
let stopBackend: () => Promise<void>;
const tokens = { admin: '', junior: '', senior: '', other: '', rrp: '' };

beforeAll(async () => {
  stopBackend = await startTestBackend('demo');
  app = await renderApp();
  tokens.admin = (await backendLogIn('buyer@example.com')).token;
  tokens.junior = (await backendLogIn('junior@example.com')).token;
  tokens.senior = (await backendLogIn('senior@example.com')).token;
  tokens.other = (await backendLogIn('other@example.com')).token;
  tokens.rrp = (await backendLogIn('rrp@example.com')).token;
});
afterAll(async () => {
  await app.close();
  await stopBackend();
});

const b2b = () => createB2bApi({ endpoint: `${process.env.BACKEND_URL ?? ''}/b2b/graphql` });
const cookieOf = (who: keyof typeof tokens, cartId?: string) =>
  [`user-token=${tokens[who]}`, cartId ? `cartId=${cartId}` : ''].filter(Boolean).join('; ');
const html = async (response: Response) => (await response.text()).replaceAll('&#x27;', "'");
const get = (path: string, who: keyof typeof tokens) =>
  app.request(path, { headers: { Cookie: cookieOf(who) } });
const post = (path: string, cookie: string, body: Record<string, string>) =>
  app.request(path, {
    method: 'POST',
    headers: { Cookie: cookie },
    body: new URLSearchParams(body),
  });

async function seededLines() {
  const { edges } = await b2b().shoppingLists(
    { search: 'Showroom refresh' },
    { token: tokens.senior },
  );
  const id = edges[0]?.node.id ?? 0;
  return { id, list: await b2b().shoppingList(id, { token: tokens.senior }) };
}

describe('/account/lists', () => {
  it('shows the junior their list waiting for approval, with no approver queue', async () => {
    const page = await html(await get('/account/lists', 'junior'));
    expect(page).toContain('Showroom refresh');
    expect(page).toContain('Ready for approval');
    expect(page).not.toContain('Waiting for your approval');
  });

  it('shows the senior the junior’s list in the queue waiting for their approval', async () => {
    const page = await html(await get('/account/lists', 'senior'));
    const queue = page.slice(page.indexOf('Waiting for your approval'), page.indexOf('My lists'));
    expect(queue).toContain('Showroom refresh');
    expect(queue).toContain('Junior');
  });

  it('shows the container gauge of a list’s container lines, and none for ordinary lines', async () => {
    const { id, list } = await seededLines();
    expect(list.products.edges.every((e) => e.node.productName.endsWith('(Container)'))).toBe(true);
    const page = await html(await get(`/account/lists/${String(id)}`, 'senior'));
    expect(page).toContain('aria-label="Container fill"');
    expect(page).toMatch(/[\d.]+ of 26(\.0+)? CBM/);
    // The factory's load plan as the builder draws it: every carton of the lines placed.
    const placed = /(\d+) of (\d+) cartons placed in a /.exec(page);
    expect(placed?.[1]).toBeDefined();
    expect(placed?.[1]).toBe(placed?.[2]);
    expect(Number(placed?.[1])).toBeGreaterThan(0);
    expect(page).toContain('From above, from the side, from the door');

    const { api } = await backendLogIn('junior@example.com');
    const ordinary = (await api.catalogue.availableProducts({ limit: 50 })).find(
      (product) => !String(product.name).endsWith('(Container)'),
    );
    const variant = (ordinary?.variants as { id: number }[] | undefined)?.[0];
    if (!ordinary || !variant) throw new Error('no ordinary product');
    const plain = await b2b().shoppingListsCreate({ name: 'Ordinary' }, { token: tokens.junior });
    await b2b().shoppingListsItemsCreate(
      {
        shoppingListId: plain.id,
        items: [{ productId: ordinary.id, variantId: variant.id, quantity: 1 }],
      },
      { token: tokens.junior },
    );
    const plainPage = await html(await get(`/account/lists/${String(plain.id)}`, 'junior'));
    expect(plainPage).toContain(String(ordinary.name));
    expect(plainPage).not.toContain('aria-label="Container fill"');
    expect(plainPage).not.toContain('cartons placed in a');
  });

  it('sends a guest to the login', async () => {
    const response = await app.request('/account/lists');
    expect(response.status).toBe(302);
  });

  it('shows the admin the junior’s list in the queue and opens it', async () => {
    const page = await html(await get('/account/lists', 'admin'));
    const queue = page.slice(page.indexOf('Waiting for your approval'), page.indexOf('My lists'));
    expect(queue).toContain('Showroom refresh');
    const { id } = await seededLines();
    const list = await get(`/account/lists/${String(id)}`, 'admin');
    expect(list.status).toBe(200);
    expect(await html(list)).toContain('Approve and add to my cart');
  });

  it('shows another company nothing of these lists, and a buyer in no company no lists', async () => {
    const harbour = await html(await get('/account/lists', 'other'));
    expect(harbour).not.toContain('Showroom refresh');
    const loner = await get('/account/lists', 'rrp');
    expect(loner.status).toBe(200);
    expect(await html(loner)).toContain('Container lists are for company accounts.');
    const { id } = await seededLines();
    // Not a company user: the backend's 403, as for any list.
    expect((await get(`/account/lists/${String(id)}`, 'rrp')).status).toBe(403);
  });

  it('keeps a list from another company (404) and a colleague’s from a junior (403)', async () => {
    const { id } = await seededLines();
    expect((await get(`/account/lists/${String(id)}`, 'other')).status).toBe(404);
    const senior = await b2b().shoppingListsCreate(
      { name: 'Senior’s own' },
      { token: tokens.senior },
    );
    expect((await get(`/account/lists/${String(senior.id)}`, 'junior')).status).toBe(403);
    const refused = await post(`/account/lists/${String(senior.id)}`, cookieOf('junior'), {
      intent: 'submit',
    });
    expect(refused.status).toBe(403);
    expect((await b2b().shoppingList(senior.id, { token: tokens.senior })).status).toBe(0);
  });

  it('refuses every post of another company’s buyer (404) and of one in no company (403), changing nothing', async () => {
    const { id, list } = await seededLines();
    const item = String(list.products.edges[0]?.node.itemId ?? 0);
    const posts: Record<string, string>[] = [
      { intent: 'approve', add_key: crypto.randomUUID() },
      { intent: 'reject', reason: 'Not yours to judge' },
      { intent: 'submit' },
      { intent: 'quantity', itemId: item, quantity: '9' },
      { intent: 'remove', itemId: item },
    ];
    for (const [who, status] of [
      ['other', 404],
      ['rrp', 403],
    ] as const) {
      for (const fields of posts) {
        const response = await post(`/account/lists/${String(id)}`, cookieOf(who), fields);
        expect(response.status, `${who} ${String(fields.intent)}`).toBe(status);
        expect(response.headers.get('Set-Cookie') ?? '').not.toContain('cartId=');
      }
    }
    expect(await b2b().shoppingList(id, { token: tokens.senior })).toEqual(list);
  });

  it('refuses the junior the approver’s decisions on their own waiting list, cart untouched', async () => {
    const { id, list } = await seededLines();
    expect(list.status).toBe(40);
    const approve = await post(`/account/lists/${String(id)}`, cookieOf('junior'), {
      intent: 'approve',
      add_key: crypto.randomUUID(),
    });
    expect(approve.status).toBe(403);
    expect(await html(approve)).toContain('You do not have permission to do this');
    // Refused before the lines went anywhere: no cart was made for the junior.
    expect(approve.headers.get('Set-Cookie') ?? '').not.toContain('cartId=');
    const reject = await post(`/account/lists/${String(id)}`, cookieOf('junior'), {
      intent: 'reject',
      reason: 'Changed my mind',
    });
    expect(reject.status).toBe(400);
    expect(await html(reject)).toContain('You do not have permission to do this');
    expect(await b2b().shoppingList(id, { token: tokens.senior })).toEqual(list);
  });
});

describe('a list from draft to the senior’s cart', () => {
  it('runs create → lines → submit → reject (reason) → resubmit → approve', async () => {
    const { list: seeded } = await seededLines();
    const [first, second] = seeded.products.edges.map((e) => e.node);
    if (!first || !second) throw new Error('seeded lines missing');

    // The junior starts a list (a plain form post) and lands on its page.
    const created = await post('/account/lists', cookieOf('junior'), {
      intent: 'create',
      name: 'Server journey',
    });
    expect(created.status).toBe(302);
    const path = created.headers.get('Location') ?? '';
    expect(path).toMatch(/^\/account\/lists\/\d+$/);
    const id = Number(path.split('/').pop());
    await b2b().shoppingListsItemsCreate(
      {
        shoppingListId: id,
        items: [
          { productId: first.productId, variantId: first.variantId, quantity: 2 },
          { productId: second.productId, variantId: second.variantId, quantity: 1 },
        ],
      },
      { token: tokens.junior },
    );
    let page = await html(await get(path, 'junior'));
    expect(page).toContain('Draft');
    expect(page).toContain('Submit for approval');
    const lines = (await b2b().shoppingList(id, { token: tokens.junior })).products.edges;
    const firstItem = lines.find((e) => e.node.variantId === first.variantId)?.node.itemId ?? 0;
    const secondItem = lines.find((e) => e.node.variantId === second.variantId)?.node.itemId ?? 0;

    // Quantity and removal, each redirecting back.
    const changed = await post(path, cookieOf('junior'), {
      intent: 'quantity',
      itemId: String(firstItem),
      quantity: '3',
    });
    expect(changed.headers.get('Location')).toBe(`${path}?done=saved`);
    const bad = await post(path, cookieOf('junior'), {
      intent: 'quantity',
      itemId: String(firstItem),
      quantity: '0',
    });
    expect(bad.status).toBe(400);
    await post(path, cookieOf('junior'), { intent: 'remove', itemId: String(secondItem) });
    const after = await b2b().shoppingList(id, { token: tokens.junior });
    expect(after.products.edges.map((e) => [e.node.variantId, e.node.quantity])).toEqual([
      [first.variantId, 3],
    ]);

    const submitted = await post(path, cookieOf('junior'), { intent: 'submit' });
    expect(submitted.headers.get('Location')).toBe(`${path}?done=submitted`);
    page = await html(await get(path, 'junior'));
    expect(page).toContain('Ready for approval');
    expect(page).not.toContain('name="intent" value="quantity"');

    // The senior rejects: not without a reason; with one, the junior reads it.
    const noReason = await post(path, cookieOf('senior'), { intent: 'reject', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(await html(noReason)).toContain('Give a reason for the rejection.');
    await post(path, cookieOf('senior'), { intent: 'reject', reason: 'Pick the walnut finish' });
    page = await html(await get(path, 'junior'));
    expect(page).toContain('This list was rejected');
    expect(page).toContain('Reason: Pick the walnut finish');

    // Resubmitted and approved: the line is in the senior's new cart, the list approved.
    await post(path, cookieOf('junior'), { intent: 'submit' });
    const approved = await post(path, cookieOf('senior'), {
      intent: 'approve',
      add_key: crypto.randomUUID(),
    });
    expect(approved.status).toBe(200);
    expect(await html(approved)).toContain('1 line was added to your cart');
    const cartId = /cartId=([^;]*)/.exec(approved.headers.get('Set-Cookie') ?? '')?.[1] ?? '';
    expect(cartId).not.toBe('');
    const { api } = await backendLogIn('senior@example.com');
    const cart = await api.carts.get(cartId, { token: tokens.senior });
    expect(cart.line_items.physical_items.map((item) => [item.variant_id, item.quantity])).toEqual([
      [first.variantId, 3],
    ]);
    expect((await b2b().shoppingList(id, { token: tokens.junior })).status).toBe(0);
    page = await html(await get(path, 'junior'));
    expect(page).toContain('This list was approved.');
  });
});

describe('"Add to container list" on a product page', () => {
  it('offers the junior’s lists on the product page, not a guest or a buyer in no company', async () => {
    const { list } = await seededLines();
    const line = list.products.edges[0]?.node;
    const productPath = `/product/${(line?.productUrl ?? '').replaceAll('/', '')}`;
    const page = await html(await get(productPath, 'junior'));
    expect(page).toContain('Add to container list');
    expect(page).toContain('A new list…');
    const guest = await html(await app.request(productPath));
    expect(guest).not.toContain('Add to container list');
    const { token } = await backendLogIn('rrp@example.com');
    const loner = await html(
      await app.request(productPath, { headers: { Cookie: `user-token=${token}` } }),
    );
    expect(loner).not.toContain('Add to container list');
  });

  it('offers the junior’s lists in the quick view’s details, not to a buyer in no company', async () => {
    const { list } = await seededLines();
    const sku = list.products.edges[0]?.node.baseSku ?? '';
    const details = async (cookie: string) => {
      const response = await app.request(`/quick-view?sku=${encodeURIComponent(sku)}`, {
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { details: { lists: { id: number }[] | null } }).details;
    };
    const before = (await details(cookieOf('junior'))).lists ?? [];
    // A list made through the storefront is offered at once (its write forgets the kept answer).
    const created = await post('/account/lists', cookieOf('junior'), {
      intent: 'create',
      name: 'For the quick view',
    });
    const id = Number(/\/account\/lists\/(\d+)/.exec(created.headers.get('Location') ?? '')?.[1]);
    expect(before.map((l) => l.id)).not.toContain(id);
    expect((await details(cookieOf('junior'))).lists?.map((l) => l.id)).toContain(id);
    // One made elsewhere (the API itself) waits for the kept answer to expire.
    const elsewhere = await b2b().shoppingListsCreate(
      { name: 'Made elsewhere' },
      { token: tokens.junior },
    );
    expect((await details(cookieOf('junior'))).lists?.map((l) => l.id)).not.toContain(elsewhere.id);
    const { token } = await backendLogIn('rrp@example.com');
    expect((await details(`user-token=${token}`)).lists).toBeNull();
    expect((await details('')).lists).toBeNull();
  });

  it('adds to a new list (a redirect to it) and to an existing one (data for the fetcher)', async () => {
    const { list } = await seededLines();
    const line = list.products.edges[0]?.node;
    if (!line) throw new Error('no line');
    const fields = {
      productId: String(line.productId),
      variantId: String(line.variantId),
      quantity: '2',
    };
    const blank = await post('/account/lists/add', cookieOf('junior'), {
      ...fields,
      listId: 'new',
    });
    expect(blank.status).toBe(400);
    const created = await post('/account/lists/add', cookieOf('junior'), {
      ...fields,
      listId: 'new',
      newName: 'From the product page',
    });
    expect(created.status).toBe(302);
    const location = created.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/account\/lists\/\d+\?done=saved$/);
    const id = Number(/\/(\d+)\?/.exec(location)?.[1]);
    const again = await post('/account/lists/add', cookieOf('junior'), {
      ...fields,
      listId: String(id),
      reply: 'data',
    });
    expect(again.status).toBe(200);
    const stored = await b2b().shoppingList(id, { token: tokens.junior });
    expect(stored.name).toBe('From the product page');
    expect(stored.products.edges.map((e) => e.node.quantity)).toEqual([4]);
  });
});

describe('Save as container list on an order', () => {
  async function buyersOrder() {
    const buyer = await backendLogIn('buyer@example.com');
    const [order] = await buyer.api.customers.orders(buyer.customer.id, { token: buyer.token });
    if (!order) throw new Error('the demo buyer has no orders');
    const products = await buyer.api.customers.orderProducts(order.id, { token: buyer.token });
    return { id: order.id, products };
  }

  it('saves a colleague’s order as a new list of the senior’s, every line, without JavaScript', async () => {
    const order = await buyersOrder();
    const page = await html(await get(`/account/orders/${String(order.id)}`, 'senior'));
    expect(page).toContain('Save as container list');

    const saved = await post(`/account/orders/${String(order.id)}`, cookieOf('senior'), {
      intent: 'save-list',
    });
    expect(saved.status).toBe(302);
    const location = saved.headers.get('location') ?? '';
    expect(location).toMatch(/^\/account\/lists\/\d+\?done=saved$/);
    const listId = Number(/\/(\d+)\?/.exec(location)?.[1]);
    const list = await b2b().shoppingList(listId, { token: tokens.senior });
    expect(list.name).toBe(`From order ${String(order.id)}`);
    const lines = (items: { variantId: number; quantity: number }[]) =>
      items
        .map((item) => [item.variantId, item.quantity])
        .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
    expect(lines(list.products.edges.map((e) => e.node))).toEqual(
      lines(order.products.map((p) => ({ variantId: p.variant_id, quantity: p.quantity }))),
    );
  });

  it('refuses another company’s order (404) and writes no list', async () => {
    const order = await buyersOrder();
    const before = await b2b().shoppingLists({}, { token: tokens.other });
    const refused = await post(`/account/orders/${String(order.id)}`, cookieOf('other'), {
      intent: 'save-list',
    });
    expect(refused.status).toBe(404);
    const after = await b2b().shoppingLists({}, { token: tokens.other });
    expect(after.totalCount).toBe(before.totalCount);
  });
});

describe('quick order’s lines as a container list', () => {
  it('saves the valid lines as a new list of the junior’s (a draft), without JavaScript', async () => {
    const { list } = await seededLines();
    const [line] = list.products.edges.map((e) => e.node);
    if (!line) throw new Error('no seeded line');
    const checked = await html(
      await post('/account/quick-order', cookieOf('junior'), {
        intent: 'check',
        lines: `${line.variantSku},5\nNO-SUCH-SKU,1`,
      }),
    );
    expect(checked).toContain('Save 1 line as a container list');

    const nameless = await post('/account/quick-order', cookieOf('junior'), {
      intent: 'save-list',
      lines: `${line.variantSku},5`,
      list_name: ' ',
    });
    expect(nameless.status).toBe(400);
    expect(await html(nameless)).toContain('Name the new list.');

    const saved = await post('/account/quick-order', cookieOf('junior'), {
      intent: 'save-list',
      lines: `${line.variantSku},5`,
      list_name: 'From quick order',
    });
    expect(saved.status).toBe(302);
    const listId = Number(
      /\/account\/lists\/(\d+)\?done=saved$/.exec(saved.headers.get('location') ?? '')?.[1],
    );
    const stored = await b2b().shoppingList(listId, { token: tokens.junior });
    expect(stored).toMatchObject({ name: 'From quick order', status: 30 });
    expect(stored.products.edges.map((e) => [e.node.variantId, e.node.quantity])).toEqual([
      [line.variantId, 5],
    ]);
  });

  it('offers nothing of the kind to a buyer in no company', async () => {
    const { token } = await backendLogIn('rrp@example.com');
    const { list } = await seededLines();
    const sku = list.products.edges[0]?.node.variantSku ?? '';
    const checked = await html(
      await post('/account/quick-order', `user-token=${token}`, {
        intent: 'check',
        lines: `${sku},1`,
      }),
    );
    expect(checked).toContain('Add 1 line to the cart');
    expect(checked).not.toContain('as a container list');
  });
});
