import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drafts, stories } from './stories';

const root = fileURLToPath(new URL('..', import.meta.url));

async function jsonIn(folder: string): Promise<unknown[]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.json'));
  return Promise.all(
    files.map(
      async (file) =>
        JSON.parse(await readFile(join(file.parentPath, file.name), 'utf8')) as unknown,
    ),
  );
}

describe('demo content', () => {
  it('lists every story and draft file (an unlisted file would never be seeded)', async () => {
    const bySlug = (list: readonly { full_slug: string }[]) =>
      [...list].sort((a, b) => a.full_slug.localeCompare(b.full_slug));
    expect(bySlug(stories)).toEqual(bySlug((await jsonIn('stories')) as { full_slug: string }[]));
    expect(bySlug(drafts)).toEqual(bySlug((await jsonIn('drafts')) as { full_slug: string }[]));
  });

  it('has the pages the storefront links to, each once, and one start page', () => {
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

  it('stages one unpublished draft of a published page', () => {
    expect(drafts.map((draft) => draft.full_slug)).toEqual(['about-us']);
    const published = stories.find((story) => story.full_slug === 'about-us');
    expect(published?.published_at).not.toBeNull();
    expect(JSON.stringify(drafts[0]?.content)).not.toBe(JSON.stringify(published?.content));
  });
});
