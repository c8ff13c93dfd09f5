import StoryblokClient from 'storyblok-js-client';
import type { ISbConfig } from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedBackend } from './content-server';
import { SEEDED_STORY_COUNT, TOKENS, serveTestBackend } from './content-server';

// The real storyblok-js-client, pointed at the backend with its `endpoint` option, the way
// @shop/api configures it (behaviour.md#constants: 5 requests per second, 10 retries, 25 per page).
let t: ServedBackend;
const requested: string[] = [];
const statuses: number[] = [];

function client(
  accessToken: string,
  version: 'draft' | 'published',
  extra: Partial<ISbConfig> = {},
) {
  return new StoryblokClient({
    endpoint: `${t.url}/v2`,
    accessToken,
    version,
    rateLimit: 5,
    maxRetries: 10,
    retriesDelay: 300,
    fetch: async (input, init) => {
      requested.push(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      );
      const res = await fetch(input, init);
      statuses.push(res.status);
      return res;
    },
    ...extra,
  });
}

/** The rejection storyblok-js-client gives for a non-2xx answer. */
async function failure(promise: Promise<unknown>): Promise<{ status?: number; message?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { status?: number; message?: string };
  }
  throw new Error('expected the request to fail');
}

beforeAll(async () => {
  t = await serveTestBackend();
});
afterAll(async () => {
  // Nothing the client sent in this file was throttled by the backend.
  expect(statuses).not.toContain(429);
  await t.close();
});

describe('GET /v2/cdn/stories/{slug}', () => {
  it('answers a published story in the delivery shape, without editor comments', async () => {
    const { data } = await client(TOKENS.public, 'published').get('cdn/stories/about-us');
    expect(Object.keys(data).sort()).toEqual(['cv', 'links', 'rels', 'story']);
    expect(data.cv).toEqual(expect.any(Number));
    const { story } = data;
    expect(story).toMatchObject({
      id: 512344150,
      uuid: 'cefe2a1f-727d-4349-9822-cb77f4de2c08',
      name: 'About us',
      slug: 'about-us',
      full_slug: 'about-us',
      lang: 'default',
      is_startpage: false,
      parent_id: 0,
      tag_list: [],
      content: { component: 'page', _uid: expect.any(String) },
    });
    for (const field of ['created_at', 'published_at', 'first_published_at']) {
      expect(new Date(story[field]).toISOString()).toBe(story[field]);
    }
    expect(story.content.body[0].title).toBe('Furniture made for the trade');
    expect(JSON.stringify(story.content)).not.toContain('_editable');
  });

  it('answers the draft with the preview token: the unpublished change shows, with editor comments', async () => {
    const { data } = await client(TOKENS.preview, 'draft').get('cdn/stories/about-us');
    expect(data.story.content.body[0].title).toBe(
      'Furniture made for the trade, from two warehouses',
    );
    expect(JSON.stringify(data.story.content)).toContain('_editable');
    const published = await client(TOKENS.preview, 'published').get('cdn/stories/about-us');
    expect(published.data.story.content.body[0].title).toBe('Furniture made for the trade');
  });

  it('reads nested slugs, ids and uuids', async () => {
    const sb = client(TOKENS.public, 'published');
    const nested = await sb.get('cdn/stories/careers/warehouse-lead');
    expect(nested.data.story).toMatchObject({
      slug: 'warehouse-lead',
      full_slug: 'careers/warehouse-lead',
      parent_id: 512344157,
    });
    const byId = await sb.get('cdn/stories/512344149');
    expect(byId.data.story.full_slug).toBe('home');
    const byUuid = await sb.getStory(String(nested.data.story.uuid), { find_by: 'uuid' });
    expect(byUuid.data.story.full_slug).toBe('careers/warehouse-lead');
  });

  it('answers 404 in the Storyblok shape for unknown or malformed slugs', async () => {
    const sb = client(TOKENS.public, 'published');
    expect(await failure(sb.get('cdn/stories/no-such-page'))).toMatchObject({
      status: 404,
      message: 'This record could not be found',
    });
    expect(await failure(sb.get('cdn/stories/about-us/nothing-here'))).toMatchObject({
      status: 404,
    });
    expect(await failure(sb.get(`cdn/stories/${'a'.repeat(300)}`))).toMatchObject({ status: 404 });
    const odd = await fetch(`${t.url}/v2/cdn/stories/%2e%2e%2fetc?token=${TOKENS.public}`);
    expect(odd.status).toBe(404);
    expect(await odd.json()).toEqual(['This record could not be found']);
  });

  it('refuses drafts with the public token and any read without a valid token (401)', async () => {
    expect(await failure(client(TOKENS.public, 'draft').get('cdn/stories/about-us'))).toMatchObject(
      {
        status: 401,
        message: 'Unauthorized: the public token reads published content only',
      },
    );
    expect(
      await failure(client('not-a-token', 'published').get('cdn/stories/about-us')),
    ).toMatchObject({ status: 401 });
    const bare = await fetch(`${t.url}/v2/cdn/stories/about-us`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({
      error: 'Unauthorized: a token query parameter is required',
    });
    const list = await fetch(`${t.url}/v2/cdn/stories?version=draft&token=${TOKENS.public}`);
    expect(list.status).toBe(401);
  });

  it('refuses an unknown version with a clear 422', async () => {
    const res = await fetch(`${t.url}/v2/cdn/stories/home?version=latest&token=${TOKENS.public}`);
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatch(/^version: /);
  });

  it('answers the site settings the storefront reads (behaviour.md#calls-content)', async () => {
    const { data } = await client(TOKENS.public, 'published').get('cdn/stories/site-settings', {
      version: 'published',
    });
    expect(data.story.content.component).toBe('site-settings');
    expect(data.story.content.mailchimp_script).toBe('/newsletter/mailing.js');
  });
});

describe('GET /v2/cdn/stories', () => {
  it('pages with Total and Per-Page headers, 25 per page by default', async () => {
    const res = await fetch(`${t.url}/v2/cdn/stories?token=${TOKENS.public}`);
    expect(res.headers.get('total')).toBe(String(SEEDED_STORY_COUNT));
    expect(res.headers.get('per-page')).toBe('25');
    const body = await res.json();
    expect(body.stories).toHaveLength(SEEDED_STORY_COUNT);
    expect(body).toMatchObject({ cv: expect.any(Number), rels: [], links: [] });

    const page2 = await client(TOKENS.public, 'published').get('cdn/stories', {
      per_page: 4,
      page: 2,
    });
    expect(page2.total).toBe(SEEDED_STORY_COUNT);
    expect(page2.perPage).toBe(4);
    expect(page2.data.stories).toHaveLength(4);
    const page3 = await client(TOKENS.public, 'published').get('cdn/stories', {
      per_page: 4,
      page: 3,
    });
    expect(page3.data.stories).toHaveLength(SEEDED_STORY_COUNT - 8);
    const beyond = await client(TOKENS.public, 'published').get('cdn/stories', {
      per_page: 4,
      page: 9,
    });
    expect(beyond.data.stories).toEqual([]);
  });

  it('caps per_page at 100 and refuses nonsense page sizes with 422', async () => {
    const capped = await fetch(`${t.url}/v2/cdn/stories?per_page=500&token=${TOKENS.public}`);
    expect(capped.headers.get('per-page')).toBe('100');
    for (const bad of ['per_page=0', 'per_page=abc', 'page=0', 'page=-1', 'sort_by=password:asc']) {
      const res = await fetch(`${t.url}/v2/cdn/stories?${bad}&token=${TOKENS.public}`);
      expect(res.status, bad).toBe(422);
      expect((await res.json()).error, bad).toEqual(expect.any(String));
    }
  });

  it('getAll gathers every page (one request per page, none refused with 429)', async () => {
    const sb = client(TOKENS.public, 'published');
    const before = requested.length;
    const all = await sb.getAll('cdn/stories', { per_page: 3 });
    expect(all).toHaveLength(SEEDED_STORY_COUNT);
    expect(new Set(all.map((s: { uuid: string }) => s.uuid)).size).toBe(SEEDED_STORY_COUNT);
    expect(requested.length - before).toBe(Math.ceil(SEEDED_STORY_COUNT / 3));
    expect(statuses.slice(before)).toEqual(
      Array.from({ length: Math.ceil(SEEDED_STORY_COUNT / 3) }, () => 200),
    );
  });

  it('filters with starts_with, by_slugs and excluding_slugs', async () => {
    const sb = client(TOKENS.public, 'published');
    const below = await sb.get('cdn/stories', { starts_with: 'careers/' });
    expect(below.data.stories.map((s: { full_slug: string }) => s.full_slug)).toEqual([
      'careers/warehouse-lead',
    ]);
    const withFolder = await sb.get('cdn/stories', {
      starts_with: 'careers',
      sort_by: 'full_slug:asc',
    });
    expect(withFolder.data.stories.map((s: { full_slug: string }) => s.full_slug)).toEqual([
      'careers',
      'careers/warehouse-lead',
    ]);
    const bySlugs = await sb.get('cdn/stories', { by_slugs: 'home,contact', sort_by: 'name:desc' });
    expect(bySlugs.data.stories.map((s: { full_slug: string }) => s.full_slug)).toEqual([
      'home',
      'contact',
    ]);
    const excluding = await sb.get('cdn/stories', { excluding_slugs: 'careers/*,site-settings' });
    expect(excluding.total).toBe(SEEDED_STORY_COUNT - 2);
  });

  it('reads stories by uuid (up to 50) and refuses a larger batch', async () => {
    const sb = client(TOKENS.public, 'published');
    const all = (await sb.get('cdn/stories', { per_page: 100 })).data.stories as {
      uuid: string;
      full_slug: string;
    }[];
    const wanted = all.filter((s) =>
      ['home', 'contact', 'careers/warehouse-lead'].includes(s.full_slug),
    );
    const { data } = await sb.get('cdn/stories', {
      by_uuids: wanted.map((s) => s.uuid.toUpperCase()).join(','),
    });
    expect(data.stories.map((s: { uuid: string }) => s.uuid).sort()).toEqual(
      wanted.map((s) => s.uuid).sort(),
    );

    const fifty = [
      ...wanted.map((s) => s.uuid),
      ...Array.from({ length: 47 }, () => crypto.randomUUID()),
    ];
    expect((await sb.get('cdn/stories', { by_uuids: fifty.join(',') })).data.stories).toHaveLength(
      3,
    );
    const tooMany = [...fifty, crypto.randomUUID()];
    expect(await failure(sb.get('cdn/stories', { by_uuids: tooMany.join(',') }))).toMatchObject({
      status: 422,
      message: 'by_uuids: by_uuids takes at most 50 uuids',
    });
  });

  it('sorts by a content field and filters by content type', async () => {
    const sb = client(TOKENS.public, 'published');
    const pages = await sb.get('cdn/stories', {
      content_type: 'page',
      sort_by: 'slug:asc',
      per_page: 100,
    });
    const slugs = pages.data.stories.map((s: { slug: string }) => s.slug);
    expect(slugs).not.toContain('site-settings');
    expect(slugs).toEqual([...slugs].sort());
    const startpage = await sb.get('cdn/stories', { is_startpage: true });
    expect(startpage.data.stories.map((s: { full_slug: string }) => s.full_slug)).toEqual(['home']);
  });
});

describe('GET /v2/cdn/spaces/me', () => {
  it('answers the cache version the stories carry', async () => {
    const sb = client(TOKENS.public, 'published');
    const space = await sb.get('cdn/spaces/me');
    const story = await sb.get('cdn/stories/home');
    expect(space.data.space.version).toBe(story.data.cv);
    const bare = await fetch(`${t.url}/v2/cdn/spaces/me`);
    expect(bare.status).toBe(401);
  });
});

describe('revalidation', () => {
  it('answers 304 to a matching If-None-Match; drafts are never stored', async () => {
    const url = `${t.url}/v2/cdn/stories/home?token=${TOKENS.public}`;
    const first = await fetch(url);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await fetch(url, { headers: { 'if-none-match': tag ?? '' } });
    expect(again.status).toBe(304);
    const draft = await fetch(`${t.url}/v2/cdn/stories/home?version=draft&token=${TOKENS.preview}`);
    expect(draft.headers.get('cache-control')).toBe('no-store');
    expect(draft.headers.get('etag')).not.toBe(tag);
  });
});

describe('CORS', () => {
  it('lets the storefront origin read content', async () => {
    const res = await fetch(`${t.url}/v2/cdn/stories/home?token=${TOKENS.public}`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    // Browsers hide other headers from scripts: getAll in the storefront needs these two.
    const exposed = (res.headers.get('access-control-expose-headers') ?? '')
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['total', 'per-page']));
  });
});
