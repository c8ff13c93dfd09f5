import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../../env';
import { sha256 } from '../../security/secrets';

export type ContentVersion = 'draft' | 'published';

/** Constant-time comparison (hashing first evens out the lengths). */
export function tokenMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined || given === '') return false;
  return timingSafeEqual(Buffer.from(sha256(given), 'hex'), Buffer.from(sha256(expected), 'hex'));
}

/** The token of an `Authorization` header, with or without the `Bearer ` prefix (Storyblok's MAPI sends it bare). */
export function headerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^\s*(?:Bearer\s+)?(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Storyblok's token rule: the preview token reads both versions, the public token only
 * published content. Returns why a request is refused, or null when it may proceed.
 */
export function contentTokenProblem(
  config: Config,
  token: string | undefined,
  version: ContentVersion,
): string | null {
  if (!token) return 'Unauthorized: a token query parameter is required';
  if (tokenMatches(token, config.CONTENT_PREVIEW_TOKEN)) return null;
  if (tokenMatches(token, config.CONTENT_PUBLIC_TOKEN)) {
    return version === 'published'
      ? null
      : 'Unauthorized: the public token reads published content only';
  }
  return 'Unauthorized';
}
