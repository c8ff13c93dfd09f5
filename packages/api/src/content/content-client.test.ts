import { describe, expect, it } from 'vitest';
import { RequestPayloadError } from '../errors/request-payload-error';
import { createContentApi, storyblokOptions, uuidBatches } from './content-client';
import { siteSettingsSchema, siteSettingsStorySchema } from './site-settings.schema';

const config = {
  endpoint: 'http://localhost:4000/content/v2',
  previewToken: 'preview-token',
  publicToken: 'public-token',
  staging: false,
};

describe('content client configuration', () => {
  it('reads the published version with the public token outside staging', () => {
    const options = storyblokOptions(config);
    expect(options).toMatchObject({
      endpoint: 'http://localhost:4000/content/v2',
      accessToken: 'public-token',
      version: 'published',
    });
    expect(createContentApi(config).version).toBe('published');
  });

  it('reads the draft version with the preview token in staging', () => {
    expect(storyblokOptions({ ...config, staging: true })).toMatchObject({
      accessToken: 'preview-token',
      version: 'draft',
    });
    expect(createContentApi({ ...config, staging: true }).storyblok.version).toBe('draft');
  });

  it('keeps the client rate limit (5/s) and 429 retries (10, 300 ms) on', () => {
    expect(storyblokOptions(config)).toMatchObject({
      rateLimit: 5,
      maxRetries: 10,
      retriesDelay: 300,
    });
  });

  it('refuses a slug that could leave cdn/stories before any request', async () => {
    const content = createContentApi(config);
    await expect(content.story('../spaces/me')).rejects.toBeInstanceOf(RequestPayloadError);
    await expect(content.story('')).rejects.toBeInstanceOf(RequestPayloadError);
  });
});

describe('site settings parsing (behaviour.md#site-settings)', () => {
  it('keeps navigation, alert links and the mailing script', () => {
    const settings = siteSettingsStorySchema.parse({
      story: {
        content: {
          component: 'site-settings',
          header_navigation: [
            { name: 'Shop', link: { linktype: 'url', cached_url: '' }, required_auth: false },
          ],
          header_nav_image: { filename: 'https://a.example/nav.png' },
          footer_navigation: [
            {
              title: 'Help',
              links: [{ name: 'Contact', link: { linktype: 'story', cached_url: 'contact' } }],
            },
          ],
          alert_links: [
            {
              id: 'a1',
              name: 'Trade pricing',
              link: { linktype: 'story', cached_url: 'pricing' },
              required_auth: true,
            },
          ],
          mailchimp_script: 'https://lists.example/embed.js',
        },
      },
    }).story.content;
    expect(settings.header_navigation[0]?.name).toBe('Shop');
    expect(settings.footer_navigation[0]?.links[0]?.name).toBe('Contact');
    expect(settings.alert_links[0]?.required_auth).toBe(true);
    expect(settings.mailchimp_script).toBe('https://lists.example/embed.js');
  });

  it('defaults missing lists to empty and rejects a navigation entry without a name', () => {
    expect(siteSettingsSchema.parse({})).toMatchObject({
      header_navigation: [],
      footer_navigation: [],
      alert_links: [],
    });
    expect(siteSettingsSchema.safeParse({ header_navigation: [{ link: {} }] }).success).toBe(false);
  });
});

describe('uuid batches (behaviour.md#calls-content)', () => {
  it('splits uuids into batches of 50 without duplicates', () => {
    const uuids = Array.from({ length: 120 }, (_, index) => `uuid-${index}`);
    const batches = uuidBatches([...uuids, 'uuid-0']);
    expect(batches.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(batches.flat()).toEqual(uuids);
    expect(uuidBatches([])).toEqual([]);
  });
});
