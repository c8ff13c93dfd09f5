import { z } from 'zod';

/** A customer, order or metafield id as callers hold it: a number or its digits. */
export type CustomerId = number | string;

/** Checks an id and makes a number of it (ids come from cookies and forms). */
export const idSchema = z.union([
  z.number().int().positive(),
  z.string().regex(/^\d+$/).transform(Number),
]);
