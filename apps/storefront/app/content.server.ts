// Stories from the content API (draft when STAGING, else published: the client is
// configured for it) and what a page needs of them.
import { RequestPayloadError, type ApiClient } from '@shop/api';
import { z } from 'zod';
import type { PageSeo } from './seo';

/** storyblok-js-client rejects with `{ status }`; a slug the API refuses is missing too. */
export function isNotFound(error: unknown): boolean {
  if (error instanceof RequestPayloadError) return true;
  return z.object({ status: z.literal(404) }).safeParse(error).success;
}

const storyAnswerSchema = z.object({
  story: z.object({
    name: z.string().catch(''),
    content: z.looseObject({
      component: z.string(),
      seo_title: z.string().optional().catch(undefined),
      seo_description: z.string().optional().catch(undefined),
      seo_keywords: z.string().optional().catch(undefined),
    }),
  }),
});

export interface PageStory {
  /** The story's content block tree, rendered by @shop/cms-blocks. */
  content: unknown;
  seo: PageSeo;
}

/**
 * The page story at `slug`, or null when there is none. Only `page` stories are pages:
 * the site settings (also a story) must not render at /site-settings.
 */
export async function loadPageStory(api: ApiClient, slug: string): Promise<PageStory | null> {
  let answer: unknown;
  try {
    answer = await api.content.story(slug);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  const parsed = storyAnswerSchema.safeParse(answer);
  if (!parsed.success || parsed.data.story.content.component !== 'page') return null;
  const { name, content } = parsed.data.story;
  const title = content.seo_title?.trim() || name;
  const keywords = (content.seo_keywords ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return {
    content,
    seo: {
      title,
      description: content.seo_description?.trim() || `${title}: trade furniture wholesale.`,
      keywords: keywords.length > 0 ? keywords : [title, 'trade furniture'],
    },
  };
}
