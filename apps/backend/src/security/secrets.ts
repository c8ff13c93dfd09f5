import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: bearer tokens, reset tokens, cart ids are never guessable. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their sha256, so a database leak yields no usable token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of a given token with the expected one (hashing first evens out the lengths). */
export function tokenMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined || given === '') return false;
  return timingSafeEqual(Buffer.from(sha256(given), 'hex'), Buffer.from(sha256(expected), 'hex'));
}
