import type { KyInstance } from 'ky';
import type { RestConfig } from '../config';
import type { CallOptions } from '../http/call-options';
import type { CustomerId } from '../http/ids';
import { idSchema } from '../http/ids';
import { parsePayload } from '../http/parse-payload';
import { segment, send } from '../http/send';
import { restHttp } from '../http/service-http';
import {
  anyObjectResponseSchema,
  emailPayloadSchema,
  loginPayloadSchema,
  loginResponseSchema,
  messageStringResponseSchema,
  profileResponseSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  registrationPayloadSchema,
  registrationResponseSchema,
  resetPasswordPayloadSchema,
  tokenPayloadSchema,
} from './customers.schemas';
import type {
  AnyObjectResponse,
  ChangePasswordPayload,
  Customer,
  LoginPayload,
  ProfileUpdate,
  RegistrationPayload,
  ResetPasswordPayload,
} from './customers.schemas';
import {
  fullOrderResponseSchema,
  orderLinesResponseSchema,
  orderListResponseSchema,
  orderMetafieldsResponseSchema,
  orderShipmentsResponseSchema,
  orderShippingResponseSchema,
} from '../orders/order.schemas';
import type {
  FullOrder,
  Order,
  OrderLine,
  OrderMetafield,
  OrderShippingAddress,
  Shipment,
} from '../orders/order.schemas';
import { changePassword } from './password-change';
import type { PasswordChangeResult } from './password-change';

/**
 * behaviour.md#validation: the password travels inside `_authentication`, and only when it is not empty.
 * The current password goes there too: beside a new one, or alone to prove who asks for a
 * new e-mail (behaviour.md#security).
 */
export function profileUpdateBody(update: ProfileUpdate): Record<string, unknown> {
  const { password, currentPassword, ...fields } = update;
  if (password)
    return {
      ...fields,
      _authentication: currentPassword
        ? { password, current_password: currentPassword }
        : { password },
    };
  if (currentPassword) return { ...fields, _authentication: { current_password: currentPassword } };
  return fields;
}

/** The account calls of behaviour.md#calls-customer; those about one customer take that customer's token. */
export function customersApi(rest: KyInstance) {
  const calls = {
    /** POST /customers/login → the customer token (pass it as `{ token }` to their calls). */
    async login(payload: LoginPayload): Promise<{ token: string }> {
      const json = parsePayload(loginPayloadSchema, payload, 'customers.login');
      const { token } = await send(rest, {
        method: 'post',
        path: 'customers/login',
        json,
        schema: loginResponseSchema,
      });
      return { token };
    },

    /** GET /customers/profile → the logged-in customer. */
    async profile(options: CallOptions = {}): Promise<Customer> {
      const { user } = await send(rest, {
        method: 'get',
        path: 'customers/profile',
        schema: profileResponseSchema,
        call: options,
      });
      return user;
    },

    /** POST /customers/create-user: a trade account application. */
    async register(payload: RegistrationPayload): Promise<Customer> {
      const json = parsePayload(registrationPayloadSchema, payload, 'customers.register');
      const { message } = await send(rest, {
        method: 'post',
        path: 'customers/create-user',
        json,
        schema: registrationResponseSchema,
      });
      return message.data;
    },

    /** PUT /customers/{id}: profile fields, with `_authentication` only when a password is given. */
    async updateProfile(
      customerId: CustomerId,
      update: ProfileUpdate,
      options: CallOptions = {},
    ): Promise<Customer> {
      const id = parsePayload(idSchema, customerId, 'customers.updateProfile');
      const fields = parsePayload(profileUpdateSchema, update, 'customers.updateProfile');
      const { message } = await send(rest, {
        method: 'put',
        path: `customers/${segment(id)}`,
        json: profileUpdateBody(fields),
        schema: profileUpdateResponseSchema,
        call: options,
      });
      return message.data;
    },

    /** GET /customers/{id}/orders → `message` (the order list, newest first). */
    async orders(customerId: CustomerId, options: CallOptions = {}): Promise<Order[]> {
      const id = parsePayload(idSchema, customerId, 'customers.orders');
      const { message } = await send(rest, {
        method: 'get',
        path: `customers/${segment(id)}/orders`,
        schema: orderListResponseSchema,
        call: options,
      });
      return message;
    },

    /**
     * GET /customers/{id}/orders/{orderId} → `message.data`: one of the customer's orders
     * whole (lines and shipping addresses). Another customer's order is a 404 `ApiError`.
     */
    async order(
      customerId: CustomerId,
      orderId: CustomerId,
      options: CallOptions = {},
    ): Promise<FullOrder> {
      const id = parsePayload(idSchema, customerId, 'customers.order');
      const order = parsePayload(idSchema, orderId, 'customers.order');
      const { message } = await send(rest, {
        method: 'get',
        path: `customers/${segment(id)}/orders/${segment(order)}`,
        schema: fullOrderResponseSchema,
        call: options,
      });
      return message.data;
    },

    /** GET /customers/orders/{orderId}/products → `message`. */
    async orderProducts(orderId: CustomerId, options: CallOptions = {}): Promise<OrderLine[]> {
      const id = parsePayload(idSchema, orderId, 'customers.orderProducts');
      const { message } = await send(rest, {
        method: 'get',
        path: `customers/orders/${segment(id)}/products`,
        schema: orderLinesResponseSchema,
        call: options,
      });
      return message;
    },

    /** GET /customers/orders/{orderId}/shipping → `message`. */
    async orderShipping(
      orderId: CustomerId,
      options: CallOptions = {},
    ): Promise<OrderShippingAddress[]> {
      const id = parsePayload(idSchema, orderId, 'customers.orderShipping');
      const { message } = await send(rest, {
        method: 'get',
        path: `customers/orders/${segment(id)}/shipping`,
        schema: orderShippingResponseSchema,
        call: options,
      });
      return message;
    },

    /**
     * GET /customers/orders/{orderId}/metafields → `message.data`: what the order kept of its
     * cart's metafields (each factory's container type, behaviour.md#load-plans).
     */
    async orderMetafields(
      orderId: CustomerId,
      options: CallOptions = {},
    ): Promise<OrderMetafield[]> {
      const id = parsePayload(idSchema, orderId, 'customers.orderMetafields');
      const { message } = await send(rest, {
        method: 'get',
        path: `customers/orders/${segment(id)}/metafields`,
        schema: orderMetafieldsResponseSchema,
        call: options,
      });
      return message.data;
    },

    /**
     * GET /customers/orders/{orderId}/shipments → `message`: the order's shipments, one per
     * container once it is loaded on board (`tracking_number` the container number), none
     * before. Another customer's order is a 404 `ApiError`.
     */
    async orderShipments(orderId: CustomerId, options: CallOptions = {}): Promise<Shipment[]> {
      const id = parsePayload(idSchema, orderId, 'customers.orderShipments');
      const { message } = await send(rest, {
        method: 'get',
        path: `customers/orders/${segment(id)}/shipments`,
        schema: orderShipmentsResponseSchema,
        call: options,
      });
      return message;
    },

    /** POST /customers/login-url → `message` (a single-sign-on URL). */
    async loginUrl(customerId: CustomerId, options: CallOptions = {}): Promise<string> {
      const customer_id = parsePayload(idSchema, customerId, 'customers.loginUrl');
      const { message } = await send(rest, {
        method: 'post',
        path: 'customers/login-url',
        json: { customer_id },
        schema: messageStringResponseSchema,
        call: options,
      });
      return message;
    },

    /** GET /customers/logout-url → `message`. */
    async logoutUrl(options: CallOptions = {}): Promise<string> {
      const { message } = await send(rest, {
        method: 'get',
        path: 'customers/logout-url',
        schema: messageStringResponseSchema,
        call: options,
      });
      return message;
    },

    /** POST /customers/generate-password-reset: asks for a reset e-mail. */
    async requestPasswordReset(email: string): Promise<AnyObjectResponse> {
      const json = parsePayload(emailPayloadSchema, { email }, 'customers.requestPasswordReset');
      return send(rest, {
        method: 'post',
        path: 'customers/generate-password-reset',
        json,
        schema: anyObjectResponseSchema,
      });
    },

    /** POST /customers/verify-password-reset-token. */
    async verifyPasswordResetToken(token: string): Promise<AnyObjectResponse> {
      const json = parsePayload(
        tokenPayloadSchema,
        { token },
        'customers.verifyPasswordResetToken',
      );
      return send(rest, {
        method: 'post',
        path: 'customers/verify-password-reset-token',
        json,
        schema: anyObjectResponseSchema,
      });
    },

    /** POST /customers/reset-password with the token of the reset e-mail. */
    async resetPassword(payload: ResetPasswordPayload): Promise<AnyObjectResponse> {
      const json = parsePayload(resetPasswordPayloadSchema, payload, 'customers.resetPassword');
      return send(rest, {
        method: 'post',
        path: 'customers/reset-password',
        json,
        schema: anyObjectResponseSchema,
      });
    },
  };
  return {
    ...calls,
    /** Password change (behaviour.md#validation): verify by logging in, then update the password. */
    changePassword: (
      payload: ChangePasswordPayload,
      options: CallOptions = {},
    ): Promise<PasswordChangeResult> => changePassword(calls, payload, options),
  };
}

export type CustomersApi = ReturnType<typeof customersApi>;

/** The account calls alone (`@shop/api/customers`). */
export function createCustomersApi(config: RestConfig): CustomersApi {
  return customersApi(restHttp(config));
}
