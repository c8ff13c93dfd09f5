/** `createApiClient` was given an unusable configuration, or a service was used that was not configured. */
export class ApiConfigError extends Error {
  override readonly name = 'ApiConfigError';
}
