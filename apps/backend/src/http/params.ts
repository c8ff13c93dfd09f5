import { z } from 'zod';

// Path and query schemas every module's routes share.

/** A numeric id in a path or body: a positive 32-bit integer (PostgreSQL `integer`). */
export const idParam = z.coerce
  .number({ error: 'Must be a numeric id' })
  .int()
  .positive()
  .max(2_147_483_647);

/** `/customers/{id}/…`: the customer the path names (routes then require it to be the token's own). */
export const customerIdParams = z.strictObject({ id: idParam });

/** A call that takes no query parameters: any given is refused. */
export const noQuery = z.strictObject({});
