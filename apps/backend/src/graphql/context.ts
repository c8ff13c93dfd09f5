import type { Loaders } from './loaders';

/** What every resolver receives: the request's loaders (one set per request). */
export interface GraphQLContext {
  loaders: Loaders;
}
