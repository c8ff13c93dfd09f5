import type { KyInstance } from 'ky';
import { parsePayload } from '../http/parse-payload';
import { segment, send } from '../http/send';
import {
  anyObjectResponseSchema,
  emailPayloadSchema,
  idSchema,
  loginPayloadSchema,
  loginResponseSchema,
  messageStringResponseSchema,
  orderLinesResponseSchema,
  orderListResponseSchema,
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
  Customer,
  LoginPayload,
  OrderLine,
  OrderSummary,
  ProfileUpdate,
  RegistrationPayload,
  ResetPasswordPayload,
} from './customers.schemas';

export type CustomerId = number | string;

/** SPEC §5: the password travels inside `_authentication`, and only when it is not empty. */
export function profileUpdateBody(update: ProfileUpdate): Record<string, unknown> {
  const { password, currentPassword, ...fields } = update;
  if (!password) return fields;
  return {
    ...fields,
    _authentication: currentPassword
      ? { password, current_password: currentPassword }
      : { password },
  };
}

export function createCustomersApi(rest: KyInstance) {
  return {
    /** POST /customers/login → the customer token (not stored: call `setToken`). */
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
    async profile(): Promise<Customer> {
      const { user } = await send(rest, {
        method: 'get',
        path: 'customers/profile',
        schema: profileResponseSchema,
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
    async updateProfile(customerId: CustomerId, update: ProfileUpdate): Promise<Customer> {
      const id = parsePayload(idSchema, customerId, 'customers.updateProfile');
      const fields = parsePayload(profileUpdateSchema, update, 'customers.updateProfile');
      const { message } = await send(rest, {
        method: 'put',
        path: `customers/${segment(id)}`,
        json: profileUpdateBody(fields),
        schema: profileUpdateResponseSchema,
      });
      return message.data;
    },

    /** GET /customers/{id}/orders → `message` (the order list). */
    async orders(customerId: CustomerId): Promise<OrderSummary[]> {
      const id = parsePayload(idSchema, customerId, 'customers.orders');
      const { message } = await send(rest, {
        method: 'get',
        path: `customers/${segment(id)}/orders`,
        schema: orderListResponseSchema,
      });
      return message;
    },

    /** GET /customers/orders/{orderId}/products → `message`. */
    async orderProducts(orderId: CustomerId): Promise<OrderLine[]> {
      const id = parsePayload(idSchema, orderId, 'customers.orderProducts');
      const { message } = await send(rest, {
        method: 'get',
        path: `customers/orders/${segment(id)}/products`,
        schema: orderLinesResponseSchema,
      });
      return message;
    },

    /** GET /customers/orders/{orderId}/shipping → `message`. */
    async orderShipping(orderId: CustomerId): Promise<OrderLine[]> {
      const id = parsePayload(idSchema, orderId, 'customers.orderShipping');
      const { message } = await send(rest, {
        method: 'get',
        path: `customers/orders/${segment(id)}/shipping`,
        schema: orderLinesResponseSchema,
      });
      return message;
    },

    /** POST /customers/login-url → `message` (a single-sign-on URL). */
    async loginUrl(customerId: CustomerId): Promise<string> {
      const customer_id = parsePayload(idSchema, customerId, 'customers.loginUrl');
      const { message } = await send(rest, {
        method: 'post',
        path: 'customers/login-url',
        json: { customer_id },
        schema: messageStringResponseSchema,
      });
      return message;
    },

    /** GET /customers/logout-url → `message`. */
    async logoutUrl(): Promise<string> {
      const { message } = await send(rest, {
        method: 'get',
        path: 'customers/logout-url',
        schema: messageStringResponseSchema,
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
}

export type CustomersApi = ReturnType<typeof createCustomersApi>;
