import { searchHitSchema } from '@shop/api';
import { RequestPayloadError } from '@shop/api/errors';
import { newsletterResultSchema, newsletterUrl, unwrapJsonp } from '@shop/api/newsletter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestBackend } from './support/backend';
import type { TestBackend } from './support/backend';

// The hosted-service clients (storyblok-js-client, algoliasearch, the JSONP newsletter)
// configured by createApiClient exactly as the storefront configures them, pointed at the
// reference backend's Storyblok-, Algolia- and Mailchimp-compatible endpoints.
let backend: TestBackend;

// apps/backend/content: about-us has a published version and a newer draft.
const PUBLISHED_TITLE = 'Furniture made for the trade';
const DRAFT_TITLE = 'Furniture made for the trade, from two warehouses';

beforeAll(async () => {
  backend = await startTestBackend('demo');
}, 120_000);

afterAll(async () => {
  await backend.close();
});

function contentConfig(staging: boolean, tokens: { preview?: string; public?: string } = {}) {
  return {
    content: {
      endpoint: `${backend.url}/v2`,
      previewToken: tokens.preview ?? DEMO.previewToken,
      publicToken: tokens.public ?? DEMO.publicToken,
      staging,
    },
  };
}

function titleOf(data: unknown): unknown {
  return (data as { story: { content: { body: { title?: string }[] } } }).story.content.body[0]
    ?.title;
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

describe('content (storyblok-js-client against /v2/cdn)', () => {
  it('reads the published version with the public token when the staging flag is off', async () => {
    const content = backend.fullClient(contentConfig(false)).content;
    expect(content.version).toBe('published');
    expect(titleOf(await content.story('about-us'))).toBe(PUBLISHED_TITLE);
  });

  it('reads the draft with the preview token when the staging flag is on', async () => {
    const content = backend.fullClient(contentConfig(true)).content;
    expect(content.version).toBe('draft');
    expect(titleOf(await content.story('about-us'))).toBe(DRAFT_TITLE);
  });

  it('is refused when a token does not match its version', async () => {
    // Staging with the public token where the preview token belongs: drafts are refused.
    const staging = backend.fullClient(contentConfig(true, { preview: DEMO.publicToken })).content;
    expect(await failure(staging.story('about-us'))).toMatchObject({ status: 401 });
    const wrong = backend.fullClient(contentConfig(false, { public: 'not-a-token' })).content;
    expect(await failure(wrong.story('about-us'))).toMatchObject({ status: 401 });
  });

  it('reads a story in a folder by its slug', async () => {
    const content = backend.fullClient(contentConfig(false)).content;
    const nested = (await content.story('careers/warehouse-lead')) as {
      story: { full_slug: string; uuid: string };
    };
    expect(nested.story.full_slug).toBe('careers/warehouse-lead');
    const byUuid = (await content.storiesByUuids([nested.story.uuid])) as { full_slug: string }[];
    expect(byUuid.map((story) => story.full_slug)).toEqual(['careers/warehouse-lead']);
  });

  it('parses the site settings into the chrome’s navigation', async () => {
    const settings = await backend.fullClient(contentConfig(false)).content.siteSettings();
    expect(settings.header_navigation.length).toBeGreaterThan(0);
    expect(settings.header_navigation.every((entry) => entry.name.trim() !== '')).toBe(true);
    expect(settings.footer_navigation.length).toBeGreaterThan(0);
  });

  it('answers a missing story with the client’s 404 and refuses a slug that leaves the stories path', async () => {
    const content = backend.fullClient(contentConfig(false)).content;
    expect(await failure(content.story('no-such-page'))).toMatchObject({ status: 404 });
    await expect(content.story('../spaces/me')).rejects.toBeInstanceOf(RequestPayloadError);
  });

  it('gathers every published story across pages', async () => {
    const stories = (await backend.fullClient(contentConfig(false)).content.allStories()) as {
      full_slug: string;
    }[];
    expect(stories.map((story) => story.full_slug)).toEqual(
      expect.arrayContaining(['home', 'about-us', 'careers/warehouse-lead']),
    );
  });
});

describe('content cache version (cdn/spaces/me)', () => {
  it('changes when a story is published, and only then', async () => {
    const content = backend.fullClient(contentConfig(false)).content;
    const before = await content.cacheVersion();
    expect(await content.cacheVersion()).toBe(before);

    // A story without a newer draft: publishing it again changes nothing but the version.
    const { story } = (await content.story('careers/warehouse-lead')) as {
      story: { id: number; content: Record<string, unknown> };
    };
    const published = await fetch(`${backend.url}/v1/spaces/local/stories/${String(story.id)}`, {
      method: 'PUT',
      headers: { Authorization: 'demo-management-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ story: { content: story.content }, publish: 1 }),
    });
    expect(published.status).toBe(200);
    expect(await content.cacheVersion()).toBeGreaterThan(before);
  });
});

describe('search (algoliasearch against /1/indexes/products)', () => {
  it('answers a query with hits carrying sku, name, imageUrl and productUrl', async () => {
    const result = await backend.fullClient().search.products('chair', { hitsPerPage: 5 });
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.hits.length).toBeLessThanOrEqual(5);
    for (const hit of result.hits) {
      expect(searchHitSchema.safeParse(hit).success).toBe(true);
      expect(hit.sku).toMatch(/\S/);
      expect(hit.name).toMatch(/chair/i);
      expect(hit.imageUrl).toMatch(/^\/images\//);
    }
    expect(result.nbHits).toBeGreaterThanOrEqual(result.hits.length);
  });

  it('pages and filters through the wrapped call', async () => {
    const search = backend.fullClient().search;
    const first = await search.products('', { hitsPerPage: 3, page: 0 });
    const second = await search.products('', { hitsPerPage: 3, page: 1 });
    expect(second.page).toBe(1);
    expect(second.hits.map((hit) => hit.objectID)).not.toEqual(
      first.hits.map((hit) => hit.objectID),
    );
    const brand = String((first.hits[0] as { brand?: unknown } | undefined)?.brand);
    const filtered = await search.products('', { filters: `brand:"${brand}"`, hitsPerPage: 50 });
    expect(filtered.hits.length).toBeGreaterThan(0);
    expect(filtered.hits.every((hit) => (hit as { brand?: unknown }).brand === brand)).toBe(true);
  });

  it('answers facet counts through the configured client react-instantsearch is handed', async () => {
    const search = backend.fullClient().search;
    const { results } = await search.client.searchForHits({
      requests: [
        { indexName: search.indexName, query: 'table', hitsPerPage: 0, facets: ['brand'] },
      ],
    });
    const [result] = results;
    const counts = Object.values(result?.facets?.brand ?? {});
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(result?.nbHits);
  });

  it('is refused with a wrong search key', async () => {
    const search = backend.fullClient({
      search: { appId: DEMO.searchAppId, apiKey: 'not-the-search-key', hosts: [backend.url] },
    }).search;
    await expect(search.products('chair')).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
    });
  });
});

describe('newsletter (JSONP post-json)', () => {
  // Node has no script tags: the client takes its fetch path, which GETs the same URL a
  // browser's script tag would and unwraps the callback without evaluating it. The script
  // path itself runs in Chromium in apps/storefront/test/browser/chrome.test.ts.
  it('subscribes a new address and answers error for it the second time', async () => {
    const newsletter = backend.fullClient().newsletter;
    const email = `news-${Date.now().toString(36)}@example.com`;
    expect(await newsletter.subscribe(email)).toEqual({
      result: 'success',
      msg: 'Thank you for subscribing!',
    });
    const again = await newsletter.subscribe(email.toUpperCase());
    expect(again.result).toBe('error');
    expect(again.msg).toMatch(/already subscribed/);
  });

  it('answers error for a list that does not exist', async () => {
    const newsletter = backend.fullClient({
      newsletter: { url: `${backend.url}/subscribe/post-json`, userId: 'demo', listId: 'nope' },
    }).newsletter;
    const answer = await newsletter.subscribe(`x-${Date.now().toString(36)}@example.com`);
    expect(answer.result).toBe('error');
    expect(answer.msg).toMatch(/list does not exist/);
  });

  it('serves the URL the client builds as a script calling the named callback', async () => {
    const url = newsletterUrl(
      { url: `${backend.url}/subscribe/post-json`, userId: 'demo', listId: 'trade' },
      `script-${Date.now().toString(36)}@example.com`,
      'cb_contract',
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    const body = unwrapJsonp(await response.text(), 'cb_contract');
    expect(newsletterResultSchema.parse(body).result).toBe('success');
  });
});
