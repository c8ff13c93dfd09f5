import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency-key';

export const idempotencyKeySchema = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, 'an Idempotency-Key is 8 to 200 letters, digits or _.:-');
