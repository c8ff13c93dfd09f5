import { drafts, stories } from '@shop/demo-content';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BLOCK_COMPONENT_NAMES } from './block-names';
import { BLOCK_SCHEMAS } from './blocks/schemas';
import { chromeSettingsSchema } from './site-settings/schema';

// The demo shop's content (which the backend seeds and the Storybook shows) is held to
// this package's contract: its block names and field schemas.

type Block = Record<string, unknown> & { component: string };

/** The search metadata for SEO (behaviour.md#entities): page-level fields the route reads, not the block. */
const PAGE_SEO_FIELDS = new Set(['seo_title', 'seo_description', 'seo_keywords']);

function blocksOf(content: Block): Block[] {
  const found: Block[] = [content];
  for (const child of Array.isArray(content.body) ? content.body : [])
    found.push(...blocksOf(child as Block));
  return found;
}

const pages = stories.filter((story) => story.content.component === 'page');
const settings = stories.find((story) => story.full_slug === 'site-settings');

describe('the demo content', () => {
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

  it('has site settings with every chrome feature of behaviour.md#chrome, #site-settings', () => {
    const raw = settings?.content as Block;
    const parsed = chromeSettingsSchema.parse(raw);
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
});
