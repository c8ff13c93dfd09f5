// Every demo story, imported rather than read from a folder, so the backend's seed (Node),
// the content tests and the Storybook (a browser) load the same data the same way. A new
// story file is listed here too; stories.test.ts fails on one that is not.
import aboutUsDraft from '../drafts/about-us.json';
import aboutUs from '../stories/about-us.json';
import careers from '../stories/careers.json';
import warehouseLead from '../stories/careers/warehouse-lead.json';
import contact from '../stories/contact.json';
import home from '../stories/home.json';
import register from '../stories/register.json';
import siteSettings from '../stories/site-settings.json';
import success from '../stories/success.json';
import termsOfTrade from '../stories/terms-of-trade.json';
import testPage from '../stories/test-page.json';

/** A block as the content delivery API sends it: its component, its id and its fields. */
export interface DemoBlock {
  component: string;
  _uid: string;
  body?: unknown[];
  [field: string]: unknown;
}

/** A story exactly as the Storyblok-compatible delivery API answers `cdn/stories/{slug}`. */
export interface DemoStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  is_startpage: boolean;
  published_at: string | null;
  content: DemoBlock;
  [field: string]: unknown;
}

/** Unpublished changes laid over a published story (what draft mode shows). */
export interface DemoDraft {
  full_slug: string;
  name: string;
  content: DemoBlock;
}

/** Every published story, the site settings included. */
export const stories: readonly DemoStory[] = [
  home,
  aboutUs,
  contact,
  careers,
  warehouseLead,
  register,
  success,
  termsOfTrade,
  testPage,
  siteSettings,
];

export const drafts: readonly DemoDraft[] = [aboutUsDraft];
