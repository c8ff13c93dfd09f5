import type { z } from 'zod';

/**
 * A GraphQL operation with its variables and result checked by zod: the document string is
 * what goes on the wire, the schemas are what the client trusts in and out.
 */
export interface TypedDocument<V extends z.ZodType, R extends z.ZodType> {
  operationName: string;
  query: string;
  variables: V;
  result: R;
}

export type VariablesOf<D> = D extends TypedDocument<infer V, z.ZodType> ? z.input<V> : never;
export type ResultOf<D> = D extends TypedDocument<z.ZodType, infer R> ? z.output<R> : never;

export function typedDocument<V extends z.ZodType, R extends z.ZodType>(
  doc: TypedDocument<V, R>,
): TypedDocument<V, R> {
  return doc;
}
