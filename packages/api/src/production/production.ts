import type { KyInstance } from 'ky';
import type { RestConfig } from '../config';
import { ResponseShapeError } from '../errors/response-shape-error';
import type { CallOptions } from '../http/call-options';
import { parsePayload } from '../http/parse-payload';
import { send } from '../http/send';
import { restHttp } from '../http/service-http';
import type { OrderMetafield } from '../orders/order.schemas';
import {
  factorySlotsResponseSchema,
  orderProductionSchema,
  slotBrandIdsSchema,
} from './production.schemas';
import type { FactorySlot, OrderProduction } from './production.schemas';

export const PRODUCTION_METAFIELD_NAMESPACE = 'production';
const FACTORY_KEY = /^factory:(\d+)$/;

/** Production slots (container orders, after checkout). */
export function productionApi(rest: KyInstance) {
  return {
    /**
     * GET /production/slots?brand_id:in=… → `data`: each factory's calendar, terms and the
     * next slot an order placed now joins. Send the shown slot's `key` back as the order's
     * `production_slots[brandId]`.
     */
    async slots(brandIds: readonly number[], options: CallOptions = {}): Promise<FactorySlot[]> {
      const ids = parsePayload(slotBrandIdsSchema, brandIds, 'production.slots');
      const search = new URLSearchParams({ 'brand_id:in': [...new Set(ids)].join(',') });
      const { data } = await send(rest, {
        method: 'get',
        path: `production/slots?${search.toString()}`,
        schema: factorySlotsResponseSchema,
        call: options,
      });
      return data;
    },
  };
}

export type ProductionApi = ReturnType<typeof productionApi>;

/** The production call alone (`@shop/api/production`). */
export function createProductionApi(config: RestConfig): ProductionApi {
  return productionApi(restHttp(config));
}

/**
 * What an order booked of each factory's production, from its metafields
 * (`customers.orderMetafields`): the `production` / `factory:{brandId}` ones, their JSON
 * values parsed, by factory id. Other metafields are left alone; a production value that is
 * not the promised JSON throws `ResponseShapeError`, as a wrong answer does.
 */
export function productionOfOrder(metafields: readonly OrderMetafield[]): OrderProduction[] {
  return metafields
    .filter(
      (metafield) =>
        metafield.namespace === PRODUCTION_METAFIELD_NAMESPACE && FACTORY_KEY.test(metafield.key),
    )
    .map((metafield) => {
      const where = {
        method: 'GET',
        url: `customers/orders/{orderId}/metafields#${metafield.namespace}/${metafield.key}`,
      };
      let value: unknown;
      try {
        value = JSON.parse(metafield.value) as unknown;
      } catch {
        throw new ResponseShapeError({
          ...where,
          issues: [
            { code: 'custom', path: ['value'], message: 'Not JSON', input: metafield.value },
          ],
          body: metafield,
        });
      }
      const result = orderProductionSchema.safeParse(value);
      if (!result.success)
        throw new ResponseShapeError({ ...where, issues: result.error.issues, body: metafield });
      return result.data;
    })
    .sort((a, b) => a.factory.id - b.factory.id);
}
