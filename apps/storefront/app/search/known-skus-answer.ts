import { z } from 'zod';

/** The answer of /search/known-skus: the SKUs, or null when the store could not say. */
export const knownSkusAnswerSchema = z.object({ skus: z.array(z.string()).nullable() });
