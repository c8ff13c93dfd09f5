import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: bearer tokens, reset tokens, cart ids are never guessable. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their sha256, so a database leak yields no usable token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
