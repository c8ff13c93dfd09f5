/** The GraphQL endpoint answered 2xx with `errors` and no usable `data`. */
export class GraphQLResponseError extends Error {
  override readonly name = 'GraphQLResponseError';
  readonly operationName: string;
  readonly errors: string[];

  constructor(operationName: string, errors: string[]) {
    super(`${operationName} failed: ${errors.join('; ')}`);
    this.operationName = operationName;
    this.errors = errors;
  }
}
