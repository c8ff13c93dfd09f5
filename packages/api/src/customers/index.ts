// `@shop/api/customers`: accounts (login, profile, orders, password) and address books.
export { createCustomersApi, profileUpdateBody } from './customers';
export type { CustomersApi } from './customers';
export {
  changePasswordPayloadSchema,
  customerSchema,
  loginPayloadSchema,
  profileUpdateSchema,
  registrationPayloadSchema,
  resetPasswordPayloadSchema,
} from './customers.schemas';
export type {
  AnyObjectResponse,
  ChangePasswordPayload,
  Customer,
  LoginPayload,
  ProfileUpdate,
  RegistrationPayload,
  ResetPasswordPayload,
} from './customers.schemas';
export type { PasswordChangeResult } from './password-change';
// The buyer's private calendar feed of their containers (ours).
export { createCalendarFeedApi } from './calendar-feed';
export type { CalendarFeedApi } from './calendar-feed';
export {
  calendarFeedStatusSchema,
  calendarFeedTokenSchema,
  createdCalendarFeedSchema,
} from './calendar-feed.schemas';
export type {
  CalendarFeedFile,
  CalendarFeedStatus,
  CreatedCalendarFeed,
} from './calendar-feed.schemas';
// The order's shape: the history's calls answer it (also on `@shop/api/orders`).
export {
  fullOrderSchema,
  orderBillingAddressSchema,
  orderLineSchema,
  orderMetafieldSchema,
  orderSchema,
  orderShippingAddressSchema,
  orderSummarySchema,
  shipmentSchema,
} from '../orders/order.schemas';
export type {
  FullOrder,
  Order,
  OrderBillingAddress,
  OrderLine,
  OrderMetafield,
  OrderShippingAddress,
  OrderSummary,
  Shipment,
} from '../orders/order.schemas';
export { createAddressesApi } from './addresses';
export type { AddressesApi } from './addresses';
export {
  addressCreateSchema,
  addressUpdateSchema,
  customerAddressSchema,
} from './addresses.schemas';
export type { AddressCreate, AddressUpdate, CustomerAddress } from './addresses.schemas';
export type { CustomerId } from '../http/ids';
export type { CallOptions } from '../http/call-options';
export type { RestConfig } from '../config';
