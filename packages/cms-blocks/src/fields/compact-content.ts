// A story's content as the blocks read it. Storyblok sends every asset and multilink with
// what its editor keeps about them (ids, the focus point, copyright, meta data, and with
// `resolve_links` the linked story's whole record) and no block reads any of it. A page's
// loader sends its story to the browser to hydrate with, so what is left out here is neither
// serialised on the server nor parsed in the browser. Rich text and the blocks' own fields
// pass as they are.

/** What `imageField` reads of an asset. */
const ASSET_KEYS = ['filename', 'alt'] as const;
/** What `linkField` and `resolveContentLink` read of a multilink, beside its story. */
const LINK_KEYS = ['linktype', 'cached_url', 'url', 'email', 'target'] as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pick(value: Json, keys: readonly string[]): Json {
  const picked: Json = {};
  for (const key of keys) if (value[key] !== undefined) picked[key] = value[key];
  return picked;
}

/** A linked story as `contentLinkHref` reads it: its paths and its content's component. */
function linkedStory(story: unknown): unknown {
  if (!isObject(story)) return story;
  const picked = pick(story, ['path', 'full_slug']);
  if (isObject(story.content)) picked.content = pick(story.content, ['component', 'path']);
  return picked;
}

/** `content` without the asset and link metadata no block reads; a new tree, `content` untouched. */
export function compactContent(content: unknown): unknown {
  if (Array.isArray(content)) return content.map(compactContent);
  if (!isObject(content)) return content;
  if (content.fieldtype === 'asset') return pick(content, ASSET_KEYS);
  if (content.fieldtype === 'multilink') {
    const link = pick(content, LINK_KEYS);
    if (content.story !== undefined) link.story = linkedStory(content.story);
    return link;
  }
  const compact: Json = {};
  for (const [key, value] of Object.entries(content)) compact[key] = compactContent(value);
  return compact;
}
