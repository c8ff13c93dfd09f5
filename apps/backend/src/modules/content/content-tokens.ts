import type { Config } from '../../env';
import { tokenMatches } from '../../security/secrets';

export type ContentVersion = 'draft' | 'published';

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
