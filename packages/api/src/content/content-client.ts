import {
  CONTENT_MAX_RETRIES,
  CONTENT_PER_PAGE,
  CONTENT_RATE_LIMIT_PER_SECOND,
  CONTENT_RETRY_DELAY_MS,
  CONTENT_UUID_BATCH_SIZE,
  contentVersion,
} from '@shop/domain';
import StoryblokClient from 'storyblok-js-client';
import type { ISbConfig, ISbStoriesParams } from 'storyblok-js-client';
import { z } from 'zod';
import { parsePayload } from '../http/parse-payload';
import { parseResponse } from '../http/parse-response';
import { siteSettingsStorySchema } from './site-settings.schema';

import type { SiteSettings } from './site-settings.schema';

const storyListSchema = z.looseObject({ stories: z.array(z.unknown()) });
const spaceSchema = z.looseObject({
  space: z.looseObject({ version: z.number().int().nonnegative() }),
});

export interface ContentConfig {
  endpoint: string;
  previewToken: string;
  publicToken: string;
  staging: boolean;
}

export type ContentVersion = 'draft' | 'published';

// Folder slugs keep their slashes; anything that could leave cdn/stories is refused.
const storySlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_-]*$/i, 'a story slug such as about-us or shop/chairs');

/**
 * The storyblok-js-client options: the configured endpoint (the reference backend or the
 * hosted CDN), the token that matches the version, and the client's own rate limit and
 * 429 retries left on with the figures of behaviour.md#calls-content.
 */
export function storyblokOptions(
  config: ContentConfig,
  fetchImpl?: typeof fetch,
  headers?: Record<string, string>,
): ISbConfig {
  return {
    endpoint: config.endpoint,
    accessToken: config.staging ? config.previewToken : config.publicToken,
    version: contentVersion(config.staging),
    rateLimit: CONTENT_RATE_LIMIT_PER_SECOND,
    maxRetries: CONTENT_MAX_RETRIES,
    retriesDelay: CONTENT_RETRY_DELAY_MS,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    ...(headers ? { headers } : {}),
  };
}

/** behaviour.md#calls-content: stories are read by uuid in batches of 50. */
export function uuidBatches(
  uuids: readonly string[],
  size: number = CONTENT_UUID_BATCH_SIZE,
): string[][] {
  const unique = [...new Set(uuids)];
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += size)
    batches.push(unique.slice(start, start + size));
  return batches;
}

export function createContentApi(
  config: ContentConfig,
  fetchImpl?: typeof fetch,
  headers?: Record<string, string>,
) {
  const options = storyblokOptions(config, fetchImpl, headers);
  const storyblok = new StoryblokClient(options);
  const version = contentVersion(config.staging);
  return {
    /** The configured storyblok-js-client, for calls this module does not wrap. */
    storyblok,
    version,
    /** GET cdn/stories/site-settings?version=… → the site settings (behaviour.md#site-settings). */
    async siteSettings(): Promise<SiteSettings> {
      const data: unknown = (await storyblok.get('cdn/stories/site-settings', { version })).data;
      const { story } = parseResponse(siteSettingsStorySchema, data, {
        method: 'GET',
        url: `${config.endpoint}/cdn/stories/site-settings`,
      });
      return story.content;
    },
    /** GET cdn/stories/{slug}: one story of the configured version. */
    async story(slug: string): Promise<unknown> {
      parsePayload(storySlugSchema, slug, 'content.story');
      const data: unknown = (await storyblok.get(`cdn/stories/${slug}`, { version })).data;
      return data;
    },
    /**
     * GET cdn/spaces/me → the space's cache version (`cv`), which changes whenever a story
     * is published: what a reader of cached stories polls to know they are stale.
     */
    async cacheVersion(): Promise<number> {
      const data: unknown = (await storyblok.get('cdn/spaces/me', {})).data;
      return parseResponse(spaceSchema, data, {
        method: 'GET',
        url: `${config.endpoint}/cdn/spaces/me`,
      }).space.version;
    },
    /** Every page of GET cdn/stories (25 per page), gathered by the client. */
    async allStories(params: ISbStoriesParams = {}): Promise<unknown[]> {
      const stories: unknown[] = await storyblok.getAll('cdn/stories', {
        per_page: CONTENT_PER_PAGE,
        ...params,
        version,
      });
      return stories;
    },
    /** Stories by uuid, asked in batches of 50 (`by_uuids`), in one list. */
    async storiesByUuids(uuids: readonly string[]): Promise<unknown[]> {
      const stories: unknown[] = [];
      for (const batch of uuidBatches(uuids)) {
        const data: unknown = (
          await storyblok.get('cdn/stories', {
            by_uuids: batch.join(','),
            per_page: batch.length,
            version,
          })
        ).data;
        const page = parseResponse(storyListSchema, data, {
          method: 'GET',
          url: `${config.endpoint}/cdn/stories`,
        });
        stories.push(...page.stories);
      }
      return stories;
    },
    /** Paged GET cdn/stories (25 per page unless `per_page` says otherwise). */
    async stories(params: ISbStoriesParams = {}): Promise<unknown> {
      const data: unknown = (
        await storyblok.get('cdn/stories', { per_page: CONTENT_PER_PAGE, ...params, version })
      ).data;
      return data;
    },
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
