import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { readSeedContent } from '../src/content/seed-files';
// The contract the seed must meet is the cms-blocks package's own: its block names and
// field schemas. Its package entry also carries the React components, so this test reads
// the two zod-only modules straight from its source instead of depending on the package.
import { BLOCK_COMPONENT_NAMES } from '../../../packages/cms-blocks/src/block-names';
import { BLOCK_SCHEMAS } from '../../../packages/cms-blocks/src/blocks/schemas';
import { siteSettingsSchema } from '../../../packages/cms-blocks/src/site-settings/schema';

type Block = Record<string, unknown> & { component: string };

/** SPEC §3 "search metadata for SEO": page-level fields the route reads, not the block. */
const PAGE_SEO_FIELDS = new Set(['seo_title', 'seo_description', 'seo_keywords']);

function blocksOf(content: Block): Block[] {
  const found: Block[] = [content];
  for (const child of Array.isArray(content.body) ? content.body : [])
    found.push(...blocksOf(child as Block));
  return found;
}

const { stories, drafts } = await readSeedContent();
const pages = stories.filter((story) => story.content.component === 'page');
const settings = stories.find((story) => story.full_slug === 'site-settings');

describe('seeded content files', () => {
  it('has the pages the storefront links to, each once', () => {
    const slugs = stories.map((story) => story.full_slug);
    for (const slug of [
      'home',
      'about-us',
      'contact',
      'careers',
      'careers/warehouse-lead',
      'register',
      'success',
      'terms-of-trade',
      'test-page',
      'site-settings',
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(stories.map((story) => story.uuid)).size).toBe(stories.length);
    expect(new Set(stories.map((story) => story.id)).size).toBe(stories.length);
    expect(stories.filter((story) => story.is_startpage).map((story) => story.full_slug)).toEqual([
      'home',
    ]);
  });

  it('uses only the 16 registered blocks, all of them, and test-page holds every one', () => {
    const used = new Set(
      pages.flatMap((story) => blocksOf(story.content).map((block) => block.component)),
    );
    expect([...used].sort()).toEqual([...BLOCK_COMPONENT_NAMES].sort());
    const testPage = pages.find((story) => story.full_slug === 'test-page');
    expect(new Set(blocksOf(testPage?.content as Block).map((block) => block.component)).size).toBe(
      BLOCK_COMPONENT_NAMES.length,
    );
  });

  it('gives every block only fields its cms-blocks schema knows, and parses with them', () => {
    const everyBlock = [
      ...pages.map((story) => story.content),
      ...drafts.map((draft) => draft.content),
    ].flatMap((content) => blocksOf(content as Block));
    for (const block of everyBlock) {
      const schema = BLOCK_SCHEMAS[block.component as keyof typeof BLOCK_SCHEMAS] as z.ZodObject;
      expect(schema, block.component).toBeDefined();
      const unknown = Object.keys(block).filter(
        (key) =>
          !(key in schema.shape) && !(block.component === 'page' && PAGE_SEO_FIELDS.has(key)),
      );
      expect(unknown, `${block.component} ${String(block._uid)}`).toEqual([]);
      expect(schema.safeParse(block).success, block.component).toBe(true);
      expect(block._uid, block.component).toEqual(expect.any(String));
    }
  });

  it('has site settings with every chrome feature of SPEC §2/§3', () => {
    const raw = settings?.content as Block;
    const parsed = siteSettingsSchema.parse(raw);
    // Nothing was dropped as unreadable.
    expect(parsed.header_navigation).toHaveLength((raw.header_navigation as unknown[]).length);
    expect(parsed.alert_links).toHaveLength((raw.alert_links as unknown[]).length);
    const header = parsed.header_navigation;
    expect(header.some((entry) => !entry.link?.cached_url && !entry.link?.url)).toBe(true);
    expect(header.map((entry) => entry.name.toLowerCase())).toContain('shop');
    expect(header.some((entry) => entry.required_auth)).toBe(true);
    expect(parsed.header_nav_image.src).toBeTruthy();
    expect(parsed.footer_navigation.map((column) => column.title.toLowerCase())).toContain(
      'categories',
    );
    expect(parsed.alert_links.filter((link) => link.required_auth)).toHaveLength(1);
    expect(parsed.mailchimp_script).toBe('/newsletter/mailing.js');
    expect(parsed.toast.message).not.toBe('');
    expect(typeof (raw.toast as { show: unknown }).show).toBe('boolean');
  });

  it('stages one unpublished draft of a published page', () => {
    expect(drafts.map((draft) => draft.full_slug)).toEqual(['about-us']);
    const published = stories.find((story) => story.full_slug === 'about-us');
    expect(published?.published_at).not.toBeNull();
    expect(JSON.stringify(drafts[0]?.content)).not.toBe(JSON.stringify(published?.content));
  });
});
