import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import * as s from '../../db/schema';
import { readSeedContent } from './seed-files';

/** The cache version a fresh space starts with (a Storyblok-like Unix time). */
const FIRST_CACHE_VERSION = 1_793_000_000;

/**
 * Inserts the seeded stories as published, then applies the draft files on top, so those
 * stories have unpublished changes (the storefront's staging flag shows them).
 */
export async function seedContent(tx: Tx): Promise<void> {
  const { stories, drafts } = readSeedContent();
  const draftBySlug = new Map(drafts.map((d) => [d.full_slug, d]));
  for (const slug of draftBySlug.keys()) {
    if (!stories.some((story) => story.full_slug === slug))
      throw new Error(`Seed draft for unknown story ${slug}`);
  }
  if (stories.length > 0) {
    await tx.insert(s.stories).values(
      stories.map((story) => {
        const draft = draftBySlug.get(story.full_slug);
        const createdAt = new Date(story.created_at);
        return {
          id: story.id,
          uuid: story.uuid,
          slug: story.slug,
          fullSlug: story.full_slug,
          parentId: story.parent_id,
          isStartpage: story.is_startpage,
          position: story.position,
          tagList: story.tag_list,
          groupId: story.group_id,
          lang: story.lang,
          path: story.path,
          sortByDate: story.sort_by_date,
          metaData: story.meta_data,
          draftName: draft?.name ?? story.name,
          draftContent: draft?.content ?? story.content,
          publishedName: story.published_at ? story.name : null,
          publishedContent: story.published_at ? story.content : null,
          publishedAt: story.published_at ? new Date(story.published_at) : null,
          firstPublishedAt: story.first_published_at ? new Date(story.first_published_at) : null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  }
  await tx
    .insert(s.contentSpace)
    .values({ id: 1, cacheVersion: FIRST_CACHE_VERSION })
    .onConflictDoNothing();
}

/**
 * A database seeded before the content tables existed has a catalogue but no stories: fill
 * them in on start, so the storefront finds its site settings without a full re-seed.
 */
export async function seedContentIfMissing(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: s.stories.id }).from(s.stories).limit(1);
  if (existing) return false;
  try {
    await db.transaction((tx) => seedContent(tx));
  } catch (error) {
    // Another process starting at the same time seeded it first.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}
