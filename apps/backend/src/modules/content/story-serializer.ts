import type { JsonObject, Story } from '../../db/schema';
import type { ContentVersion } from './content-tokens';

/** `_editable` comments are for the visual editor: Storyblok sends them in drafts only. */
function withoutEditable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEditable);
  if (value === null || typeof value !== 'object') return value;
  const out: JsonObject = {};
  for (const [key, field] of Object.entries(value)) {
    if (key !== '_editable') out[key] = withoutEditable(field);
  }
  return out;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A story in the delivery API's shape, for the asked version (null: that version does not exist). */
export function deliveryStory(row: Story, version: ContentVersion) {
  const published = version === 'published';
  if (published && (row.publishedContent === null || row.publishedName === null)) return null;
  return {
    name: published ? row.publishedName : row.draftName,
    created_at: iso(row.createdAt),
    published_at: iso(row.publishedAt),
    updated_at: iso(row.updatedAt),
    id: row.id,
    uuid: row.uuid,
    content: published ? withoutEditable(row.publishedContent) : row.draftContent,
    slug: row.slug,
    full_slug: row.fullSlug,
    sort_by_date: row.sortByDate,
    position: row.position,
    tag_list: row.tagList,
    is_startpage: row.isStartpage,
    parent_id: row.parentId,
    meta_data: row.metaData,
    group_id: row.groupId,
    first_published_at: iso(row.firstPublishedAt),
    release_id: null,
    lang: row.lang,
    path: row.path,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
  };
}

/** The management API's view: the draft plus its publishing state. */
export function managementStory(row: Story) {
  const draft = deliveryStory(row, 'draft');
  const published = row.publishedContent !== null;
  return {
    ...draft,
    published,
    unpublished_changes:
      !published ||
      row.publishedName !== row.draftName ||
      JSON.stringify(row.publishedContent) !== JSON.stringify(row.draftContent),
  };
}
