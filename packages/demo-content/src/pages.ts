// The demo stories the way cms-blocks' tests and Storybook stories use them: page stories
// by slug, the site settings, and single blocks to render alone.
import { stories } from './stories';
import type { DemoBlock, DemoStory } from './stories';

function storyAt(fullSlug: string): DemoStory {
  const story = stories.find((candidate) => candidate.full_slug === fullSlug);
  if (!story) throw new Error(`No demo story ${fullSlug}`);
  return story;
}

/** The page stories a block test renders whole, by slug. */
export const PAGE_STORIES: Readonly<Record<string, DemoStory>> = Object.fromEntries(
  ['home', 'about-us', 'contact', 'register', 'success', 'terms-of-trade'].map((slug) => [
    slug,
    storyAt(slug),
  ]),
);

export const SITE_SETTINGS_STORY: DemoStory = storyAt('site-settings');

/** Every block of the page stories, nested ones included, in story order. */
export function fixtureBlocks(): DemoBlock[] {
  const found: DemoBlock[] = [];
  const visit = (blok: unknown) => {
    if (typeof blok !== 'object' || blok === null) return;
    const record = blok as DemoBlock;
    found.push(record);
    if (Array.isArray(record.body)) record.body.forEach(visit);
  };
  Object.values(PAGE_STORIES).forEach((story) => {
    visit(story.content);
  });
  return found;
}

/** The first demo block of a component, e.g. `fixtureBlock('home_hero')`. */
export function fixtureBlock(component: string): DemoBlock {
  const blok = fixtureBlocks().find((candidate) => candidate.component === component);
  if (!blok) throw new Error(`No demo block for ${component}`);
  return blok;
}
