// `@shop/api/production`: each factory's production slots (container orders) and what an
// order booked of them (its `production` metafields: pro-forma, slot, deposit and balance invoices).
export {
  createProductionApi,
  PRODUCTION_METAFIELD_NAMESPACE,
  productionOfOrder,
} from './production';
export type { ProductionApi } from './production';
export {
  factorySlotSchema,
  invoiceSchema,
  orderProductionSchema,
  productionSlotSchema,
} from './production.schemas';
export type { FactorySlot, Invoice, OrderProduction, ProductionSlot } from './production.schemas';
export type { CallOptions } from '../http/call-options';
export type { RestConfig } from '../config';
