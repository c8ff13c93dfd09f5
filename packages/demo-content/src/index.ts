// @shop/demo-content: the demo shop's content stories. Private: the backend seeds them, the
// cms-blocks tests and the Storybook render them; no published package ships them.
export { drafts, stories } from './stories';
export type { DemoBlock, DemoDraft, DemoStory } from './stories';
export { PAGE_STORIES, SITE_SETTINGS_STORY, fixtureBlock, fixtureBlocks } from './pages';
