// `@shop/api/errors`: the error classes and checks on their own, free of the clients, ky
// and zod, for code that only classifies failures (a storefront's first-load bundle).
export { ApiError, isApiError } from './api-error';
export type { ApiErrorInit } from './api-error';
export { ResponseShapeError, isResponseShapeError } from './response-shape-error';
export { RequestPayloadError } from './request-payload-error';
export { ApiConfigError } from './api-config-error';
export { NetworkFailureError } from './network-failure-error';
export { GraphQLResponseError } from './graphql-response-error';
export { isInsufficientStock } from './is-insufficient-stock';
