import { and, asc, count, desc, eq, inArray, isNotNull, like, not, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import type { JsonObject, Story } from '../../db/schema';
import type { ContentVersion } from './content-tokens';
import type { SortBy, StoriesQuery } from './story-query';

const SPACE_ROW = 1;

/** The space's cache version (`cv`): clients key their caches on it; a publish bumps it. */
export async function cacheVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ cv: s.contentSpace.cacheVersion })
    .from(s.contentSpace)
    .where(eq(s.contentSpace.id, SPACE_ROW));
  return row?.cv ?? 0;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `careers/*` matches every story below careers/; without `*` the slug must match exactly. */
function slugMatches(pattern: string): SQL {
  return pattern.includes('*')
    ? like(s.stories.fullSlug, likeEscaped(pattern).replaceAll('*', '%'))
    : eq(s.stories.fullSlug, pattern);
}

const contentColumn = (version: ContentVersion) =>
  version === 'draft' ? s.stories.draftContent : s.stories.publishedContent;

function orderOf(sortBy: SortBy | undefined, version: ContentVersion): SQL[] {
  if (!sortBy) return [asc(s.stories.position), asc(s.stories.id)];
  const direction = sortBy.direction === 'asc' ? asc : desc;
  const columns = {
    name: version === 'draft' ? s.stories.draftName : s.stories.publishedName,
    slug: s.stories.slug,
    full_slug: s.stories.fullSlug,
    created_at: s.stories.createdAt,
    published_at: s.stories.publishedAt,
    first_published_at: s.stories.firstPublishedAt,
    updated_at: s.stories.updatedAt,
    position: s.stories.position,
    id: s.stories.id,
  } as const;
  const key = sortBy.field;
  const primary = key.startsWith('content.')
    ? sql`${contentColumn(version)} ->> ${key.slice('content.'.length)}`
    : columns[key as keyof typeof columns];
  return [direction(primary), asc(s.stories.id)];
}

/** A page of stories of one version, filtered like `GET /v2/cdn/stories`, and the total. */
export async function listStories(
  db: Db,
  query: StoriesQuery,
): Promise<{ rows: Story[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.version === 'published') conditions.push(isNotNull(s.stories.publishedContent));
  if (query.starts_with)
    conditions.push(like(s.stories.fullSlug, `${likeEscaped(query.starts_with)}%`));
  if (query.by_uuids)
    conditions.push(query.by_uuids.length ? inArray(s.stories.uuid, query.by_uuids) : sql`false`);
  if (query.by_slugs?.length) conditions.push(or(...query.by_slugs.map(slugMatches)) ?? sql`false`);
  if (query.excluding_slugs?.length)
    conditions.push(not(or(...query.excluding_slugs.map(slugMatches)) ?? sql`false`));
  if (query.content_type)
    conditions.push(sql`${contentColumn(query.version)} ->> 'component' = ${query.content_type}`);
  if (query.is_startpage !== undefined)
    conditions.push(eq(s.stories.isStartpage, query.is_startpage));
  const where = and(...conditions);

  const [totals] = await db.select({ total: count() }).from(s.stories).where(where);
  const rows = await db
    .select()
    .from(s.stories)
    .where(where)
    .orderBy(...orderOf(query.sort_by, query.version))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows, total: totals?.total ?? 0 };
}

export type StoryKey =
  { by: 'slug'; value: string } | { by: 'id'; value: number } | { by: 'uuid'; value: string };

export async function findStory(db: Db, key: StoryKey): Promise<Story | undefined> {
  const where =
    key.by === 'id'
      ? eq(s.stories.id, key.value)
      : key.by === 'uuid'
        ? eq(s.stories.uuid, key.value)
        : eq(s.stories.fullSlug, key.value);
  const [row] = await db.select().from(s.stories).where(where);
  return row;
}

export interface DraftChange {
  name?: string | undefined;
  content?: JsonObject | undefined;
}

/** Changes the draft only: published readers see nothing until `publishStory`. */
export async function updateDraft(
  db: Db,
  id: number,
  change: DraftChange,
): Promise<Story | undefined> {
  const values: Partial<typeof s.stories.$inferInsert> = { updatedAt: new Date() };
  if (change.name !== undefined) values.draftName = change.name;
  if (change.content !== undefined) values.draftContent = change.content;
  const [row] = await db.update(s.stories).set(values).where(eq(s.stories.id, id)).returning();
  return row;
}

/** Copies the draft to the published version and bumps the space's cache version. */
export async function publishStory(db: Db, id: number): Promise<Story | undefined> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(s.stories)
      .set({
        publishedName: sql`${s.stories.draftName}`,
        publishedContent: sql`${s.stories.draftContent}`,
        publishedAt: now,
        firstPublishedAt: sql`coalesce(${s.stories.firstPublishedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(s.stories.id, id))
      .returning();
    if (!row) return undefined;
    // A Unix time like the hosted service's, but always larger than the previous one, so
    // two publishes within one second still give clients a new cv.
    await tx
      .insert(s.contentSpace)
      .values({ id: SPACE_ROW, cacheVersion: Math.floor(now.getTime() / 1000) })
      .onConflictDoUpdate({
        target: s.contentSpace.id,
        set: {
          cacheVersion: sql`greatest(${s.contentSpace.cacheVersion} + 1, ${Math.floor(now.getTime() / 1000)})`,
        },
      });
    return row;
  });
}
