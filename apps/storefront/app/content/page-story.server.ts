// Stories from the content API (draft when STAGING, else published: the client is
// configured for it) and what a page needs of them.
import { compactContent } from '@shop/cms-blocks';
import { catalogueReads } from '../platform/catalogue-reads.server';
import { z } from 'zod';
import type { PageSeo } from '../shell/seo';

const storyAnswerSchema = z.object({
  story: z.object({
    id: z.number().int().nullish().catch(null),
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
  /** The story's id: the content editor's changes name it (the live preview of draft mode, behaviour.md#guards). */
  id: number | null;
  /**
   * The story's content block tree, rendered by @shop/cms-blocks: only what its blocks read
   * (`compactContent`), for it goes to the browser with the page.
   */
  content: unknown;
  seo: PageSeo;
}

// What a shared answer (catalogue-reads.server.ts: one object for every request while it is
// fresh) makes, made once: the same content object each time is what lets @shop/cms-blocks
// keep its blocks' parses (render-block.tsx) instead of parsing every block per request.
const pageStories = new WeakMap<object, PageStory | null>();

/**
 * The page story at `slug`, or null when there is none. Only `page` stories are pages:
 * the site settings (also a story) must not render at /site-settings.
 */
export async function loadPageStory(slug: string): Promise<PageStory | null> {
  const answer = await catalogueReads.story(slug);
  if (typeof answer !== 'object' || answer === null) return null;
  let story = pageStories.get(answer);
  if (story === undefined) {
    story = pageStory(answer);
    pageStories.set(answer, story);
  }
  return story;
}

function pageStory(answer: object): PageStory | null {
  const parsed = storyAnswerSchema.safeParse(answer);
  if (!parsed.success || parsed.data.story.content.component !== 'page') return null;
  const { id, name, content } = parsed.data.story;
  const title = content.seo_title?.trim() || name;
  const keywords = (content.seo_keywords ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return {
    id: id ?? null,
    content: compactContent(content),
    seo: {
      title,
      description: content.seo_description?.trim() || `${title}: trade furniture wholesale.`,
      keywords: keywords.length > 0 ? keywords : [title, 'trade furniture'],
    },
  };
}
