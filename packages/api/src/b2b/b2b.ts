import type { HTTPError, KyInstance } from 'ky';
import { z } from 'zod';
import { b2bConfigSchema, parseConfig } from '../config';
import type { B2bConfig } from '../config';
import { ApiError } from '../errors/api-error';
import { GraphQLResponseError } from '../errors/graphql-response-error';
import type { CallOptions } from '../http/call-options';
import { bearerHeaders } from '../http/call-options';
import { createKy } from '../http/create-ky';
import { parsePayload } from '../http/parse-payload';
import { parseResponse } from '../http/parse-response';
import { requestFailure } from '../http/send';
import { b2bAddresses } from './addresses';
import { b2bOrders } from './orders';
import {
  b2bPermissionSchema,
  companyCreditConfigSchema,
  companyPaymentTermsSchema,
  companyRoleSchema,
  companyRolesConnectionSchema,
  companyUserSchema,
  rolesQuerySchema,
  userCompanySchema,
  userCreateSchema,
  userDeleteSchema,
  userUpdateSchema,
  usersConnectionSchema,
  usersQuerySchema,
} from './b2b.schemas';
import type {
  B2bPermission,
  CompanyCreditConfig,
  CompanyPaymentTerms,
  CompanyRoleInfo,
  CompanyRolesConnection,
  CompanyUser,
  RolesQuery,
  UserCompany,
  UserCreate,
  UserDelete,
  UserUpdate,
  UsersConnection,
  UsersQuery,
} from './b2b.schemas';
import { shoppingListsApi } from './shopping-lists';

const USER_FIELDS =
  'id bcId firstName lastName email phone role companyRoleId companyRoleName status createdAt updatedAt';
const ROLE_FIELDS = 'id name roleLevel permissions { code permissionLevel }';
const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage }';

const envelopeSchema = z.looseObject({
  data: z.unknown().optional(),
  errors: z
    .array(z.looseObject({ message: z.string(), extensions: z.looseObject({}).optional() }))
    .optional(),
});

/**
 * A refusal (400, 401, 403, 404, 409) as an `ApiError`: its status, the GraphQL errors'
 * messages as the error list, the whole answer (with `extensions.code` and `fields`) in `body`.
 */
function toB2bError(error: HTTPError): ApiError {
  const body: unknown = error.data;
  const parsed = envelopeSchema.safeParse(body);
  const messages = parsed.success ? (parsed.data.errors ?? []).map((e) => e.message) : [];
  return new ApiError({
    status: error.response.status,
    errors: messages.length > 0 ? messages : [error.response.statusText || 'Request failed'],
    method: 'POST',
    url: error.request.url,
    body,
  });
}

/**
 * B2B Edition's storefront GraphQL for company users (the reference backend's
 * `POST /b2b/graphql`), with the user's own customer token per call (`{ token }`).
 */
export function b2bApi(http: KyInstance, endpoint: string) {
  async function run<S extends z.ZodType>(
    operationName: string,
    query: string,
    variables: Record<string, unknown>,
    result: S,
    options: CallOptions,
  ): Promise<z.output<S>> {
    const headers = bearerHeaders(options, `b2b.${operationName}`);
    let text: string;
    try {
      const response = await http.post(endpoint, {
        json: { query, operationName, variables },
        headers: { accept: 'application/graphql-response+json, application/json', ...headers },
      });
      text = await response.text();
    } catch (error) {
      throw requestFailure(error, 'POST', toB2bError);
    }
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: the envelope schema reports what it expected.
    }
    const envelope = parseResponse(envelopeSchema, body, {
      method: 'POST',
      url: `${endpoint} (${operationName})`,
    });
    if (envelope.errors?.length)
      throw new GraphQLResponseError(
        operationName,
        envelope.errors.map((e) => e.message),
      );
    return parseResponse(result, envelope.data, {
      method: 'POST',
      url: `${endpoint} (${operationName})`,
    });
  }

  return {
    ...b2bAddresses(run),
    ...b2bOrders(run),

    /** `userCompany(userId)`: the user's company (a colleague's needs get_users at level 2). */
    async userCompany(userId: number, options: CallOptions = {}): Promise<UserCompany> {
      const id = parsePayload(z.number().int().positive(), userId, 'b2b.userCompany');
      const data = await run(
        'UserCompany',
        'query UserCompany($userId: Int!) { userCompany(userId: $userId) { id companyId companyName companyStatus } }',
        { userId: id },
        z.looseObject({ userCompany: userCompanySchema }),
        options,
      );
      return data.userCompany;
    },

    /** `companyCreditConfig`: the caller's company credit. */
    async companyCreditConfig(options: CallOptions = {}): Promise<CompanyCreditConfig> {
      const data = await run(
        'CompanyCreditConfig',
        'query CompanyCreditConfig { companyCreditConfig { creditEnabled creditCurrency availableCredit limitPurchases creditHold } }',
        {},
        z.looseObject({ companyCreditConfig: companyCreditConfigSchema }),
        options,
      );
      return data.companyCreditConfig;
    },

    /** `companyPaymentTerms`: whether the caller's company pays on terms, and its net days. */
    async companyPaymentTerms(options: CallOptions = {}): Promise<CompanyPaymentTerms> {
      const data = await run(
        'CompanyPaymentTerms',
        'query CompanyPaymentTerms { companyPaymentTerms { isEnabled paymentTerms } }',
        {},
        z.looseObject({ companyPaymentTerms: companyPaymentTermsSchema }),
        options,
      );
      return data.companyPaymentTerms;
    },

    /**
     * `companyCreditConfig` and `companyPaymentTerms` in one document: what an account page
     * shows of the company's terms, for one round trip (and one refusal for a customer in no
     * company).
     */
    async companyTerms(
      options: CallOptions = {},
    ): Promise<{ credit: CompanyCreditConfig; terms: CompanyPaymentTerms }> {
      const data = await run(
        'CompanyTerms',
        'query CompanyTerms { companyCreditConfig { creditEnabled creditCurrency availableCredit limitPurchases creditHold } companyPaymentTerms { isEnabled paymentTerms } }',
        {},
        z.looseObject({
          companyCreditConfig: companyCreditConfigSchema,
          companyPaymentTerms: companyPaymentTermsSchema,
        }),
        options,
      );
      return { credit: data.companyCreditConfig, terms: data.companyPaymentTerms };
    },

    /** `users(companyId, first, offset, search, companyRoleId, role)`: a junior sees only themselves. */
    async users(query: UsersQuery, options: CallOptions = {}): Promise<UsersConnection> {
      const variables = parsePayload(usersQuerySchema, query, 'b2b.users');
      const data = await run(
        'Users',
        `query Users($companyId: Int!, $first: Int, $offset: Int, $search: String, $companyRoleId: Int, $role: Int) {
  users(companyId: $companyId, first: $first, offset: $offset, search: $search, companyRoleId: $companyRoleId, role: $role) {
    totalCount ${PAGE_INFO} edges { node { ${USER_FIELDS} } }
  }
}`,
        variables,
        z.looseObject({ users: usersConnectionSchema }),
        options,
      );
      return data.users;
    },

    /** `companyRoles(first, offset, search)`: the built-in roles with their permissions. */
    async companyRoles(
      query: RolesQuery = {},
      options: CallOptions = {},
    ): Promise<CompanyRolesConnection> {
      const variables = parsePayload(rolesQuerySchema, query, 'b2b.companyRoles');
      const data = await run(
        'CompanyRoles',
        `query CompanyRoles($first: Int, $offset: Int, $search: String) {
  companyRoles(first: $first, offset: $offset, search: $search) {
    totalCount ${PAGE_INFO} edges { node { ${ROLE_FIELDS} } }
  }
}`,
        variables,
        z.looseObject({ companyRoles: companyRolesConnectionSchema }),
        options,
      );
      return data.companyRoles;
    },

    /** `companyRole(roleId)`: one role with its permissions. */
    async companyRole(roleId: number, options: CallOptions = {}): Promise<CompanyRoleInfo> {
      const data = await run(
        'CompanyRole',
        `query CompanyRole($roleId: Int!) { companyRole(roleId: $roleId) { ${ROLE_FIELDS} } }`,
        { roleId: parsePayload(z.number().int(), roleId, 'b2b.companyRole') },
        z.looseObject({ companyRole: companyRoleSchema }),
        options,
      );
      return data.companyRole;
    },

    /** `userPermissions`: the caller's permissions as `[{ code, permissionLevel }]`. */
    async userPermissions(options: CallOptions = {}): Promise<B2bPermission[]> {
      const data = await run(
        'UserPermissions',
        'query UserPermissions { userPermissions { code permissionLevel } }',
        {},
        z.looseObject({ userPermissions: z.array(b2bPermissionSchema) }),
        options,
      );
      return data.userPermissions;
    },

    /** `userCreate(userData)`: an admin adds a colleague (`acceptEmail`: with a welcome link). */
    async userCreate(userData: UserCreate, options: CallOptions = {}): Promise<CompanyUser> {
      const input = parsePayload(userCreateSchema, userData, 'b2b.userCreate');
      const data = await run(
        'UserCreate',
        `mutation UserCreate($userData: UserInputType!) { userCreate(userData: $userData) { user { ${USER_FIELDS} } } }`,
        { userData: input },
        z.looseObject({ userCreate: z.looseObject({ user: companyUserSchema }) }),
        options,
      );
      return data.userCreate.user;
    },

    /** `userUpdate(userData)`: an admin changes a colleague (role, details, `status: 0` deactivates). */
    async userUpdate(userData: UserUpdate, options: CallOptions = {}): Promise<CompanyUser> {
      const input = parsePayload(userUpdateSchema, userData, 'b2b.userUpdate');
      const data = await run(
        'UserUpdate',
        `mutation UserUpdate($userData: UserUpdateInputType!) { userUpdate(userData: $userData) { user { ${USER_FIELDS} } } }`,
        { userData: input },
        z.looseObject({ userUpdate: z.looseObject({ user: companyUserSchema }) }),
        options,
      );
      return data.userUpdate.user;
    },

    /** `userDelete(companyId, userId)`: an admin takes a colleague out of the company. */
    async userDelete(args: UserDelete, options: CallOptions = {}): Promise<{ message: string }> {
      const variables = parsePayload(userDeleteSchema, args, 'b2b.userDelete');
      const data = await run(
        'UserDelete',
        'mutation UserDelete($companyId: Int!, $userId: Int!) { userDelete(companyId: $companyId, userId: $userId) { message } }',
        variables,
        z.looseObject({ userDelete: z.looseObject({ message: z.string() }) }),
        options,
      );
      return data.userDelete;
    },

    ...shoppingListsApi(run),
  };
}

export type B2bApi = ReturnType<typeof b2bApi>;

/** The ky instance of B2B calls: no service token (each call carries the user's own). */
export function b2bHttp(config: Omit<B2bConfig, 'endpoint'>): KyInstance {
  return createKy({
    headers: config.headers,
    timeoutMs: config.timeoutMs,
    retryLimit: config.retryLimit,
    fetch: config.fetch,
  });
}

/** The B2B client alone (`@shop/api/b2b`). */
export function createB2bApi(config: B2bConfig): B2bApi {
  const resolved = parseConfig(b2bConfigSchema, config);
  return b2bApi(b2bHttp(resolved), resolved.endpoint);
}
