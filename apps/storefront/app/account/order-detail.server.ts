// One of the customer's orders, whole: its lines with pictures, addresses, reference, notes,
// status, shipping and totals — every price excluding tax, as the cart and checkout show
// them — and, for a container order, each factory's container. The customer's own order,
// or a colleague's when their company role may see it (B2B Edition's `order(id)`, judged by
// the backend: get_orders at company level, the company in its WHERE); any other is not found.
import type {
  Customer,
  FullOrder,
  OrderBillingAddress,
  OrderMetafield,
  OrderShippingAddress,
} from '@shop/api';
import type { CompanyOrderDetail } from '@shop/api/b2b';
import { ApiError } from '@shop/api/errors';
import {
  assetUrl,
  capacityFromMetafields,
  containerFillByBrand,
  containerLinesOf,
  isContainerLineName,
  itemVolume,
  productDimensions,
  roundToCents,
  searchHitHref,
} from '@shop/domain';
import type { ApiCaller } from '../platform/api.server';
import { brandLabel, brandNames } from '../catalogue/brand-names.server';
import { productDictionary } from '../catalogue/product-dictionary.server';
import { addressLine, orderDate } from './order-view';
import type { ContainerJourney } from './container-journey';
import { orderJourneys } from './journeys.server';

export interface OrderAddressView {
  name: string;
  company: string;
  lines: string[];
  phone: string;
}

export interface OrderLineView {
  id: number;
  productId: number;
  variantId: number;
  sku: string;
  name: string;
  quantity: number;
  /** Excluding tax, what this customer paid per unit. */
  unitPrice: number;
  lineTotal: number;
  imageUrl: string | null;
  /** The product page, when the product is still in the catalogue. */
  href: string | null;
}

export interface OrderContainerView {
  brandId: string;
  brandName: string;
  used: number;
  capacity: number;
  /** The order's lines in this container (its load plan plans them). */
  variantIds: number[];
}

export interface OrderDetail {
  id: number;
  /** `YYYY-MM-DD`, or as the platform wrote it. */
  date: string;
  status: string;
  reference: string;
  notes: string;
  billing: OrderAddressView;
  shipping: (OrderAddressView & { method: string; items: number; shipped: number })[];
  lines: OrderLineView[];
  subtotal: number;
  tax: number;
  total: number;
  /** Each factory's container, for a container order (behaviour.md#cart-states: its first line); else empty. */
  containers: OrderContainerView[];
  /** Each factory's container after checkout: stage, dates, payments, milestones. */
  journeys: ContainerJourney[];
  /** The colleague who placed it, for a company order that is not the customer's own; else null. */
  placedBy: { name: string; email: string } | null;
}

type AddressParts = Pick<
  OrderBillingAddress | OrderShippingAddress,
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'street_1'
  | 'street_2'
  | 'city'
  | 'state'
  | 'zip'
  | 'country'
  | 'phone'
>;

function addressView(address: AddressParts): OrderAddressView {
  return {
    name: [address.first_name, address.last_name].filter(Boolean).join(' '),
    company: address.company,
    lines: [
      addressLine([address.street_1, address.street_2]),
      addressLine([address.city, address.state, address.zip]),
      address.country,
    ].filter(Boolean),
    phone: address.phone,
  };
}

const notFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * Each factory's container an order's container lines filled (the unit volumes of today's
 * catalogue), in the container the order kept from its cart (its metafields; an order placed
 * before orders kept them: the standard container).
 */
async function containersOf(
  { api }: ApiCaller,
  lines: readonly OrderLineView[],
  metafields: readonly OrderMetafield[],
) {
  const containerLines = lines.filter((line) => isContainerLineName(line.name));
  if (containerLines.length === 0 || !isContainerLineName(lines[0]?.name)) return [];
  const ids = [...new Set(containerLines.map((line) => line.productId))].slice(0, 50);
  const answer = await api.graphql.productsSizes({ productIDs: ids, variantIDs: [] });
  const facts = new Map(
    (answer.site.products.edges ?? []).map(({ node }) => [
      node.entityId,
      {
        brandId: node.brand?.entityId ?? null,
        volume: itemVolume(productDimensions(node.metafields)),
      },
    ]),
  );
  const fills = containerFillByBrand(
    containerLinesOf(
      containerLines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        brandId: facts.get(line.productId)?.brandId ?? null,
        volume: facts.get(line.productId)?.volume ?? null,
      })),
    ),
    (brandId) => capacityFromMetafields(metafields, brandId),
  );
  const names = await brandNames();
  return fills.map((fill) => ({
    brandId: String(fill.brandId),
    brandName: brandLabel(names, fill.brandId),
    used: fill.used,
    capacity: fill.capacity,
    variantIds: containerLines
      .filter((line) => String(facts.get(line.productId)?.brandId) === String(fill.brandId))
      .map((line) => line.variantId),
  }));
}

/**
 * A container order's containers (their fill) and their journeys after checkout, from the
 * order's metafields read once. Either failing leaves the rest of the order to show.
 */
async function containerPartsOf(
  caller: ApiCaller,
  orderId: number,
  lines: readonly OrderLineView[],
): Promise<Pick<OrderDetail, 'containers' | 'journeys'>> {
  if (!lines.some((line) => isContainerLineName(line.name)))
    return { containers: [], journeys: [] };
  const metafields = await caller.api.customers
    .orderMetafields(orderId, { token: caller.token })
    .catch((error: unknown) => {
      console.error('The metafields of an order could not be read', error);
      return [];
    });
  const [containers, journeys] = await Promise.all([
    containersOf(caller, lines, metafields).catch((error: unknown) => {
      console.error('The containers of an order could not be read', error);
      return [];
    }),
    orderJourneys(caller, orderId, metafields).catch((error: unknown) => {
      console.error('The production of an order could not be read', error);
      return [];
    }),
  ]);
  return { containers, journeys };
}

type LineFacts = Omit<OrderLineView, 'imageUrl' | 'href'>;

/** An order's lines with their pictures and product pages from today's catalogue. */
async function linesWithPictures(lines: LineFacts[], assetBase: string): Promise<OrderLineView[]> {
  const dictionary = await productDictionary();
  return lines.map((line) => {
    const entry = dictionary?.byVariantId.get(line.variantId);
    return {
      ...line,
      imageUrl: assetUrl(entry?.imageUrl, assetBase),
      href: entry?.url ? searchHitHref({ productUrl: entry.url }) : null,
    };
  });
}

/**
 * A colleague's order through B2B Edition's `order(id)`: the backend answers it only when the
 * caller's role sees the company's orders and the order is their company's (403 / 404 else,
 * and a customer in no company is 403). Its containers' fill and journeys are read as for
 * the caller's own: the backend lets the same roles read its metafields and its containers'
 * events.
 */
async function colleagueOrder(
  { api, token }: ApiCaller,
  orderId: number,
  assetBase: string,
): Promise<OrderDetail | null> {
  if (token === null) return null;
  let order: CompanyOrderDetail;
  try {
    order = await api.b2b.order(orderId, { token });
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
  const lines = await linesWithPictures(
    order.products.map((line) => ({
      id: line.id,
      productId: line.product_id,
      variantId: line.variant_id,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      unitPrice: Number(line.price_ex_tax),
      lineTotal: roundToCents(Number(line.total_ex_tax)),
    })),
    assetBase,
  );
  return {
    id: order.id,
    date: orderDate(order.dateCreated),
    status: order.status,
    reference: order.poNumber,
    notes: order.customerMessage,
    billing: addressView(order.billingAddress),
    shipping: order.shippingAddresses.map((address) => ({
      ...addressView(address),
      method: address.shipping_method,
      items: address.items_total,
      shipped: address.items_shipped,
    })),
    lines,
    subtotal: Number(order.subtotalExTax),
    tax: Number(order.totalTax),
    total: Number(order.totalIncTax),
    ...(await containerPartsOf({ api, token }, orderId, lines)),
    placedBy: {
      name: [order.firstName, order.lastName].filter(Boolean).join(' '),
      email: order.createdEmail,
    },
  };
}

/** The customer's order `orderId` (or a colleague's they may see), or null when there is none. */
export async function loadOrder(
  { api, token }: ApiCaller,
  customer: Customer,
  orderId: number,
  assetBase: string,
): Promise<OrderDetail | null> {
  let order: FullOrder;
  try {
    order = await api.customers.order(customer.id, orderId, { token });
  } catch (error) {
    if (notFound(error)) return colleagueOrder({ api, token }, orderId, assetBase);
    throw error;
  }
  const lines = await linesWithPictures(
    order.products.map((line) => ({
      id: line.id,
      productId: line.product_id,
      variantId: line.variant_id,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.price_ex_tax,
      lineTotal: roundToCents(line.total_ex_tax),
    })),
    assetBase,
  );
  return {
    id: order.id,
    date: orderDate(order.date_created),
    status: order.status,
    reference: order.costumer_order_number,
    notes: order.order_notes,
    billing: addressView(order.billing_address),
    shipping: order.shipping_addresses.map((address) => ({
      ...addressView(address),
      method: address.shipping_method,
      items: address.items_total,
      shipped: address.items_shipped,
    })),
    lines,
    subtotal: order.subtotal_ex_tax,
    tax: order.total_tax,
    total: order.total_inc_tax,
    ...(await containerPartsOf({ api, token }, orderId, lines)),
    placedBy: null,
  };
}
