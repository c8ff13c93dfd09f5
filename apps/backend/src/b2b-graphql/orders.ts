import { COMPANY_ORDER_SORTS, SHOW_MY_ORDERS, can, type CompanyOrderSort } from '@shop/domain';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import * as s from '../db/schema';
import type { B2bContext } from './context';
import { forbidden, notFound, parseInput } from './errors';
import { likePattern, page, unixSeconds } from './paging';
import { orderAddressOf } from '../modules/orders/order-address';

// B2B Edition's company orders: `allOrders` (isShowMy "1" the caller's, "0" the company's
// with get_orders at level 2; a junior buyer gets their own whatever they ask) and
// `order(id)`. The company is in every WHERE: another company's order is unknown (404), a
// colleague's order without get_orders at level 2 is refused (403).

export const ORDER_NOT_FOUND = 'Order not found';

export const orderTypeDefs = /* GraphQL */ `
  extend type Query {
    "The company's orders (isShowMy '0', get_orders at level 2) or the caller's own ('1')."
    allOrders(
      search: String = ""
      "An order status name, like 'Shipped'"
      status: String = ""
      first: Int = 10
      offset: Int = 0
      "YYYY-MM-DD, from the start of that day (UTC)"
      beginDateAt: String
      "YYYY-MM-DD, to the end of that day (UTC)"
      endDateAt: String
      companyName: String = ""
      "The name of the user who placed it"
      createdBy: String = ""
      isShowMy: String = "0"
      "createdAt, orderId, totalIncTax or status; '-' first for descending"
      orderBy: String = "-createdAt"
      "The e-mail of the user who placed it"
      email: String = ""
    ): OrderConnection!
    "One order of the company: the caller's own, or a colleague's with get_orders at level 2."
    order(id: Int!): OrderDetail!
  }

  type Order {
    id: Int!
    orderId: String!
    createdAt: Int!
    updatedAt: Int!
    totalIncTax: Float!
    currencyCode: String!
    items: Int!
    "The user who placed it"
    userId: Int!
    firstName: String!
    lastName: String!
    companyName: String!
    poNumber: String!
    status: String!
    statusCode: Int!
  }

  type OrderEdge {
    node: Order!
  }

  type OrderConnection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [OrderEdge!]!
  }

  "An address on an order, in the commerce platform's field names."
  type OrderAddress {
    first_name: String!
    last_name: String!
    company: String!
    street_1: String!
    street_2: String!
    city: String!
    state: String!
    zip: String!
    country: String!
    country_iso2: String!
    phone: String!
    email: String!
  }

  "A shipping address of an order, with its method and how many of its items have shipped."
  type OrderShippingAddress {
    first_name: String!
    last_name: String!
    company: String!
    street_1: String!
    street_2: String!
    city: String!
    state: String!
    zip: String!
    country: String!
    country_iso2: String!
    phone: String!
    email: String!
    shipping_method: String!
    items_total: Int!
    items_shipped: Int!
  }

  type OrderProduct {
    id: Int!
    product_id: Int!
    variant_id: Int!
    sku: String!
    name: String!
    quantity: Int!
    base_price: String!
    price_ex_tax: String!
    price_inc_tax: String!
    total_ex_tax: String!
    total_inc_tax: String!
  }

  type OrderDetail {
    id: Int!
    companyName: String!
    "The user who placed it"
    customerId: Int!
    firstName: String!
    lastName: String!
    createdEmail: String!
    status: String!
    statusId: Int!
    "RFC 2822"
    dateCreated: String!
    dateModified: String!
    subtotalExTax: String!
    subtotalIncTax: String!
    totalExTax: String!
    totalIncTax: String!
    totalTax: String!
    discountAmount: String!
    itemsTotal: Int!
    currencyCode: String!
    poNumber: String!
    customerMessage: String!
    billingAddress: OrderAddress!
    shippingAddresses: [OrderShippingAddress!]!
    products: [OrderProduct!]!
  }
`;

const date = z.iso.date('Must be a date, YYYY-MM-DD').nullish();
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${String(max)} characters`);

const allOrdersArgs = z.object({
  search: text(100),
  status: text(50),
  first: z.number().int().min(1, 'first must be 1 to 250').max(250, 'first must be 1 to 250'),
  offset: z.number().int().min(0, 'offset must not be negative'),
  beginDateAt: date,
  endDateAt: date,
  companyName: text(255),
  createdBy: text(255),
  isShowMy: z.literal(Object.values(SHOW_MY_ORDERS), { error: 'isShowMy must be "0" or "1"' }),
  orderBy: z.literal(COMPANY_ORDER_SORTS, {
    error: `orderBy must be one of ${COMPANY_ORDER_SORTS.join(', ')}`,
  }),
  email: text(255),
});
const orderArgs = z.object({ id: z.number().int().positive('Must be a positive id') });

const money = (value: number) => value.toFixed(2);
const rfc2822 = (value: Date) => value.toUTCString().replace('GMT', '+0000');

const SORT_COLUMNS = {
  createdAt: s.orders.createdAt,
  orderId: s.orders.id,
  totalIncTax: s.orders.totalIncTax,
  status: s.orders.status,
};

function sortOf(orderBy: CompanyOrderSort): SQL[] {
  const descending = orderBy.startsWith('-');
  const column = SORT_COLUMNS[orderBy.replace('-', '') as keyof typeof SORT_COLUMNS];
  const direction = descending ? desc : asc;
  return [direction(column), direction(s.orders.id)];
}

function addressOf(address: s.OrderAddress) {
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    company: address.company,
    street_1: address.street_1,
    street_2: address.street_2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
    country_iso2: address.country_code,
    phone: address.phone,
    email: address.email,
  };
}

export const orderResolvers = {
  Query: {
    async allOrders(_: unknown, args: unknown, ctx: B2bContext) {
      const query = parseInput(allOrdersArgs, args);
      const { me } = ctx;
      if (!can(me.role, 'get_orders')) throw forbidden();
      const o = s.orders;
      const c = s.customers;
      // Only mine when asked, or when the role sees its own orders only (a junior buyer).
      const onlyMine =
        query.isShowMy === SHOW_MY_ORDERS.mine || !can(me.role, 'get_orders', 'company');
      const pattern = likePattern(query.search);
      const where = and(
        eq(o.companyId, me.companyId),
        onlyMine ? eq(o.customerId, me.id) : undefined,
        query.status === '' ? undefined : eq(o.status, query.status as typeof o.status._.data),
        query.beginDateAt
          ? gte(o.createdAt, new Date(`${query.beginDateAt}T00:00:00Z`))
          : undefined,
        query.endDateAt
          ? lt(o.createdAt, new Date(Date.parse(`${query.endDateAt}T00:00:00Z`) + 86_400_000))
          : undefined,
        query.companyName === ''
          ? undefined
          : ilike(s.companies.name, likePattern(query.companyName)),
        query.createdBy === ''
          ? undefined
          : ilike(sql`${c.firstName} || ' ' || ${c.lastName}`, likePattern(query.createdBy)),
        query.email === '' ? undefined : ilike(c.email, likePattern(query.email, false)),
        query.search === ''
          ? undefined
          : or(
              ilike(sql`${o.id}::text`, pattern),
              ilike(o.costumerOrderNumber, pattern),
              ilike(sql`${c.firstName} || ' ' || ${c.lastName}`, pattern),
            ),
      );
      const { db } = ctx.services.database;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            order: o,
            firstName: c.firstName,
            lastName: c.lastName,
            companyName: s.companies.name,
          })
          .from(o)
          .innerJoin(c, eq(c.id, o.customerId))
          .innerJoin(s.companies, eq(s.companies.id, o.companyId))
          .where(where)
          .orderBy(...sortOf(query.orderBy))
          .limit(query.first)
          .offset(query.offset),
        db
          .select({ n: count() })
          .from(o)
          .innerJoin(c, eq(c.id, o.customerId))
          .innerJoin(s.companies, eq(s.companies.id, o.companyId))
          .where(where),
      ]);
      const nodes = rows.map(({ order, firstName, lastName, companyName }) => ({
        id: order.id,
        orderId: String(order.id),
        createdAt: unixSeconds(order.createdAt),
        updatedAt: unixSeconds(order.updatedAt),
        totalIncTax: order.totalIncTax,
        currencyCode: order.currency,
        items: order.itemsTotal,
        userId: order.customerId,
        firstName,
        lastName,
        companyName,
        poNumber: order.costumerOrderNumber,
        status: order.status,
        statusCode: order.statusId,
      }));
      return page(nodes, total?.n ?? 0, query.offset);
    },

    async order(_: unknown, args: unknown, ctx: B2bContext) {
      const { id } = parseInput(orderArgs, args);
      const { me } = ctx;
      const o = s.orders;
      const { db } = ctx.services.database;
      const [row] = await db
        .select({
          order: o,
          firstName: s.customers.firstName,
          lastName: s.customers.lastName,
          email: s.customers.email,
          companyName: s.companies.name,
        })
        .from(o)
        .innerJoin(s.customers, eq(s.customers.id, o.customerId))
        .innerJoin(s.companies, eq(s.companies.id, o.companyId))
        .where(and(eq(o.id, id), eq(o.companyId, me.companyId)));
      if (!row) throw notFound(ORDER_NOT_FOUND);
      const { order } = row;
      if (!can(me.role, 'get_orders', order.customerId === me.id ? 'own' : 'company'))
        throw forbidden();
      const [shipping, products] = await Promise.all([
        db
          .select()
          .from(s.orderShippingAddresses)
          .where(eq(s.orderShippingAddresses.orderId, order.id))
          .orderBy(asc(s.orderShippingAddresses.id)),
        db
          .select()
          .from(s.orderProducts)
          .where(eq(s.orderProducts.orderId, order.id))
          .orderBy(asc(s.orderProducts.id)),
      ]);
      return {
        id: order.id,
        companyName: row.companyName,
        customerId: order.customerId,
        firstName: row.firstName,
        lastName: row.lastName,
        createdEmail: row.email,
        status: order.status,
        statusId: order.statusId,
        dateCreated: rfc2822(order.createdAt),
        dateModified: rfc2822(order.updatedAt),
        subtotalExTax: money(order.subtotalExTax),
        subtotalIncTax: money(order.subtotalIncTax),
        totalExTax: money(order.totalExTax),
        totalIncTax: money(order.totalIncTax),
        totalTax: money(order.totalTax),
        discountAmount: money(order.discountAmount),
        itemsTotal: order.itemsTotal,
        currencyCode: order.currency,
        poNumber: order.costumerOrderNumber,
        customerMessage: order.orderNotes,
        billingAddress: addressOf(order.billingAddress),
        shippingAddresses: shipping.map((a) => ({
          ...addressOf(orderAddressOf(a)),
          shipping_method: a.shippingMethod,
          items_total: a.itemsTotal,
          items_shipped: a.itemsShipped,
        })),
        products: products.map((p) => ({
          id: p.id,
          product_id: p.productId,
          variant_id: p.variantId,
          sku: p.sku,
          name: p.name,
          quantity: p.quantity,
          base_price: money(p.basePrice),
          price_ex_tax: money(p.priceExTax),
          price_inc_tax: money(p.priceIncTax),
          total_ex_tax: money(p.totalExTax),
          total_inc_tax: money(p.totalIncTax),
        })),
      };
    },
  },
};
