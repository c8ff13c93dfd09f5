import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import type { ServedBackend } from './content-server';
import { TOKENS, serveTestBackend } from './content-server';

// Staging end to end: a management call changes a draft, the storyblok-js-client reading
// `draft` sees it at once, `published` readers only after the publish call, whose new cv
// makes the client drop its cached published answers.
let t: ServedBackend;
const ABOUT = 512344150;
const CONTACT = 512344151;
const manage = { authorization: TOKENS.management };

beforeAll(async () => {
  t = await serveTestBackend();
});
afterAll(async () => {
  await t.close();
});

const heroTitle = (story: { content: { body: { title?: string }[] } }) =>
  story.content.body[0]?.title;

describe('management API', () => {
  it('refuses calls without the management token (401)', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer demo-preview-token' },
      { authorization: 'nope' },
    ] as Record<string, string>[]) {
      const res = await t.call('PUT', `/v1/spaces/local/stories/${CONTACT}`, {
        headers,
        body: { story: { name: 'x' } },
      });
      expect(res.status).toBe(401);
      expect(res.body.error).toMatch(/^Unauthorized/);
    }
    expect((await t.call('POST', `/v1/spaces/local/stories/${CONTACT}/publish`)).status).toBe(401);
    expect(
      (await t.call('GET', `/v1/spaces/local/stories/${CONTACT}`, { token: 'demo-public-token' }))
        .status,
    ).toBe(401);
  });

  it('shows the seeded unpublished change of about-us', async () => {
    const res = await t.call('GET', `/v1/spaces/local/stories/${ABOUT}`, { headers: manage });
    expect(res.status).toBe(200);
    expect(res.body.story).toMatchObject({
      full_slug: 'about-us',
      published: true,
      unpublished_changes: true,
    });
    const contact = await t.call('GET', `/v1/spaces/local/stories/${CONTACT}`, {
      token: TOKENS.management,
    });
    expect(contact.body.story).toMatchObject({ published: true, unpublished_changes: false });
  });

  it('stages a draft change and releases it on publish, bumping cv', async () => {
    const preview = new StoryblokClient({
      endpoint: `${t.url}/v2`,
      accessToken: TOKENS.preview,
      version: 'draft',
      rateLimit: 5,
    });
    // A memory cache that the client clears when a new cv arrives.
    const live = new StoryblokClient({
      endpoint: `${t.url}/v2`,
      accessToken: TOKENS.public,
      version: 'published',
      rateLimit: 5,
      cache: { type: 'memory', clear: 'auto' },
    });
    const before = await live.get('cdn/stories/contact');
    const title = heroTitle(before.data.story);
    expect(title).toBeTruthy();
    const firstPublished = before.data.story.first_published_at;

    const content = structuredClone(before.data.story.content);
    content.body[0].title = 'Talk to our trade team';
    const put = await t.call('PUT', `/v1/spaces/local/stories/${CONTACT}`, {
      headers: manage,
      body: { story: { name: 'Contact us', content } },
    });
    expect(put.status).toBe(200);
    expect(put.body.story).toMatchObject({ name: 'Contact us', unpublished_changes: true });

    const draft = await preview.get('cdn/stories/contact');
    expect(heroTitle(draft.data.story)).toBe('Talk to our trade team');
    expect(draft.data.story.name).toBe('Contact us');
    const stillLive = await fetch(`${t.url}/v2/cdn/stories/contact?token=${TOKENS.public}`).then(
      (r) => r.json(),
    );
    expect(heroTitle(stillLive.story)).toBe(title);
    expect(stillLive.cv).toBe(before.data.cv);

    const published = await t.call('POST', `/v1/spaces/local/stories/${CONTACT}/publish`, {
      headers: manage,
    });
    expect(published.status).toBe(200);
    expect(published.body.story).toMatchObject({
      published: true,
      unpublished_changes: false,
      first_published_at: firstPublished,
    });
    expect(Date.parse(published.body.story.published_at)).toBeGreaterThan(
      Date.parse(before.data.story.published_at),
    );

    const after = await live.get('cdn/stories/contact');
    expect(heroTitle(after.data.story)).toBe('Talk to our trade team');
    expect(after.data.cv).toBeGreaterThan(before.data.cv);
    // The client keys its cache on the cv it learnt from the answer.
    expect(live.cacheVersion()).toBe(after.data.cv);
    const space = await live.get('cdn/spaces/me');
    expect(after.data.cv).toBe(space.data.space.version);
  });

  it('publishes at once with publish: 1, and bumps cv on every publish', async () => {
    const cv = async () =>
      (await t.call('GET', `/v2/cdn/spaces/me?token=${TOKENS.public}`)).body.space
        .version as number;
    const first = await cv();
    const res = await t.call('PUT', `/v1/spaces/local/stories/${ABOUT}`, {
      headers: manage,
      body: { story: {}, publish: 1 },
    });
    expect(res.body.story).toMatchObject({ unpublished_changes: false });
    const second = await cv();
    expect(second).toBeGreaterThan(first);
    await t.call('POST', `/v1/spaces/local/stories/${ABOUT}/publish`, { headers: manage });
    expect(await cv()).toBeGreaterThan(second);
    const live = await t.call('GET', `/v2/cdn/stories/about-us?token=${TOKENS.public}`);
    expect(heroTitle(live.body.story)).toBe('Furniture made for the trade, from two warehouses');
  });

  it('refuses malformed changes with a clear 422 and unknown stories with 404', async () => {
    const cases: { raw?: string; body?: unknown; expected: RegExp }[] = [
      { raw: '{"story":', expected: /must be JSON/ },
      {
        body: { story: { content: { title: 'no component' } } },
        expected: /^story\.content\.component: /,
      },
      { body: { story: { name: '' } }, expected: /^story\.name: / },
      { body: { story: {}, publish: 'yes' }, expected: /^publish: / },
      { body: { story: {}, unknown: 1 }, expected: /unknown/i },
      { body: [], expected: /./ },
    ];
    for (const c of cases) {
      const res = await t.call('PUT', `/v1/spaces/local/stories/${CONTACT}`, {
        headers: manage,
        ...(c.raw === undefined ? { body: c.body } : { raw: c.raw }),
      });
      expect(res.status, JSON.stringify(c)).toBe(422);
      expect(res.body.error, JSON.stringify(c)).toMatch(c.expected);
    }
    expect(
      (
        await t.call('PUT', '/v1/spaces/local/stories/999', {
          headers: manage,
          body: { story: { name: 'x' } },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('POST', '/v1/spaces/local/stories/999/publish', { headers: manage })).status,
    ).toBe(404);
    expect((await t.call('GET', '/v1/spaces/local/stories/abc', { headers: manage })).status).toBe(
      404,
    );
  });

  it('keeps a never-published story out of published reads', async () => {
    const db = t.backend.services.database.db;
    await db.insert(s.stories).values({
      id: 900001,
      uuid: crypto.randomUUID(),
      slug: 'coming-soon',
      fullSlug: 'coming-soon',
      groupId: crypto.randomUUID(),
      draftName: 'Coming soon',
      draftContent: { _uid: 'c1', component: 'page', body: [] },
    });
    expect((await t.call('GET', `/v2/cdn/stories/coming-soon?token=${TOKENS.public}`)).status).toBe(
      404,
    );
    const draft = await t.call(
      'GET',
      `/v2/cdn/stories/coming-soon?version=draft&token=${TOKENS.preview}`,
    );
    expect(draft.body.story).toMatchObject({
      name: 'Coming soon',
      published_at: null,
      first_published_at: null,
    });
    const publishedList = await t.call(
      'GET',
      `/v2/cdn/stories?per_page=100&token=${TOKENS.public}`,
    );
    expect(publishedList.body.stories.map((x: { slug: string }) => x.slug)).not.toContain(
      'coming-soon',
    );
    const draftList = await t.call(
      'GET',
      `/v2/cdn/stories?per_page=100&version=draft&token=${TOKENS.preview}`,
    );
    expect(draftList.body.stories.map((x: { slug: string }) => x.slug)).toContain('coming-soon');

    const published = await t.call('POST', '/v1/spaces/local/stories/900001/publish', {
      headers: manage,
    });
    expect(published.body.story.first_published_at).toBe(published.body.story.published_at);
    expect((await t.call('GET', `/v2/cdn/stories/coming-soon?token=${TOKENS.public}`)).status).toBe(
      200,
    );
  });
});
