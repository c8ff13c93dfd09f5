import { z } from 'zod';
import type { CallOptions } from '../http/call-options';
import { parsePayload } from '../http/parse-payload';
import {
  allOrdersQuerySchema,
  companyOrderDetailSchema,
  companyOrdersConnectionSchema,
} from './orders.schemas';
import type { AllOrdersQuery, CompanyOrderDetail, CompanyOrdersConnection } from './orders.schemas';
import type { B2bRun } from './run';

const ORDER_FIELDS =
  'id orderId createdAt updatedAt totalIncTax currencyCode items userId firstName lastName companyName poNumber status statusCode';
const ADDRESS_FIELDS =
  'first_name last_name company street_1 street_2 city state zip country country_iso2 phone email';
const DETAIL_FIELDS = `id companyName customerId firstName lastName createdEmail status statusId dateCreated dateModified
  subtotalExTax subtotalIncTax totalExTax totalIncTax totalTax discountAmount itemsTotal currencyCode poNumber customerMessage
  billingAddress { ${ADDRESS_FIELDS} } shippingAddresses { ${ADDRESS_FIELDS} shipping_method items_total items_shipped }
  products { id product_id variant_id sku name quantity base_price price_ex_tax price_inc_tax total_ex_tax total_inc_tax }`;

/** B2B Edition's company orders: the caller's own, or the company's with get_orders at level 2. */
export function b2bOrders(run: B2bRun) {
  return {
    /** `allOrders(…)`: `isShowMy` "1" the caller's, "0" the company's (a junior gets their own). */
    async allOrders(
      query: AllOrdersQuery = {},
      options: CallOptions = {},
    ): Promise<CompanyOrdersConnection> {
      const variables = parsePayload(allOrdersQuerySchema, query, 'b2b.allOrders');
      const data = await run(
        'AllOrders',
        `query AllOrders($search: String, $status: String, $first: Int, $offset: Int, $beginDateAt: String, $endDateAt: String, $companyName: String, $createdBy: String, $isShowMy: String, $orderBy: String, $email: String) {
  allOrders(search: $search, status: $status, first: $first, offset: $offset, beginDateAt: $beginDateAt, endDateAt: $endDateAt, companyName: $companyName, createdBy: $createdBy, isShowMy: $isShowMy, orderBy: $orderBy, email: $email) {
    totalCount pageInfo { hasNextPage hasPreviousPage } edges { node { ${ORDER_FIELDS} } }
  }
}`,
        variables,
        z.looseObject({ allOrders: companyOrdersConnectionSchema }),
        options,
      );
      return data.allOrders;
    },

    /** `order(id)`: one of the company's orders (a colleague's needs get_orders at level 2). */
    async order(orderId: number, options: CallOptions = {}): Promise<CompanyOrderDetail> {
      const id = parsePayload(z.number().int().positive(), orderId, 'b2b.order');
      const data = await run(
        'Order',
        `query Order($id: Int!) { order(id: $id) { ${DETAIL_FIELDS} } }`,
        { id },
        z.looseObject({ order: companyOrderDetailSchema }),
        options,
      );
      return data.order;
    },
  };
}
