import type { z } from 'zod';
import type { CallOptions } from '../http/call-options';

/** One B2B GraphQL operation: its name, document and variables, the data's schema. */
export type B2bRun = <S extends z.ZodType>(
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
  result: S,
  options: CallOptions,
) => Promise<z.output<S>>;
