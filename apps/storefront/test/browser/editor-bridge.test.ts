// Draft mode (STAGING=true, behaviour.md#guards): the storefront loads the content editor's bridge from
// CONTENT_BRIDGE_URL (here its default, the reference backend's stand-in, which keeps
// Storyblok's contract) and applies the editor's live changes to the page: an `input` event
// carries the changed story, and the page shows it at once, without a reload. A save
// (`published`) reads the stories again. Published mode never loads it (chrome.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';

const site = setupSite({ storefrontEnv: { STAGING: 'true' } });
const BRIDGE_PATH = '/f/storyblok-v2-latest.js';

interface Story {
  id: number;
  content: { component: string; body: { component: string; title?: string }[] };
}

/** The draft story as the editor has it (the content API with the preview token). */
async function draftStory(slug: string): Promise<Story> {
  const response = await fetch(
    `${site.stack.backendUrl}/v2/cdn/stories/${slug}?version=draft&token=demo-preview-token`,
  );
  return ((await response.json()) as { story: Story }).story;
}

/** What the Visual Editor does as an editor types: it posts the story to the page's bridge. */
async function editorSends(page: Page, message: Record<string, unknown>) {
  await page.evaluate((data) => {
    window.postMessage(data, '*');
  }, message);
}

describe('the content editor bridge in draft mode', () => {
  it('loads the bridge from the configured URL and shows an input event’s story at once', async () => {
    const page = await site.newPage();
    const bridgeRequested = page.waitForRequest(
      (request) => request.url() === `${site.stack.backendUrl}${BRIDGE_PATH}`,
    );
    await page.goto(site.url('/about-us'));
    await waitForHydration(page);
    await bridgeRequested;
    await page.waitForFunction(() => 'StoryblokBridge' in window);

    const story = await draftStory('about-us');
    const [first] = story.content.body;
    expect(first?.component).toBe('about_with_image');
    const original = first?.title ?? '';
    await expect(page.getByRole('heading', { name: original }).isVisible()).resolves.toBe(true);

    // The same page, not a new load: a marker set now survives the change.
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const changed: Story = {
      ...story,
      content: {
        ...story.content,
        body: story.content.body.map((block, index) =>
          index === 0 ? { ...block, title: 'Made for the trade, live from the editor' } : block,
        ),
      },
    };
    await editorSends(page, { action: 'input', story: changed });
    await page.getByRole('heading', { name: 'Made for the trade, live from the editor' }).waitFor();
    await expect(page.getByRole('heading', { name: original }).count()).resolves.toBe(0);
    await expect(
      page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);

    // Another story's change leaves this page alone.
    await editorSends(page, {
      action: 'input',
      story: { ...changed, id: changed.id + 1, content: { component: 'page', body: [] } },
    });
    await expect(
      page.getByRole('heading', { name: 'Made for the trade, live from the editor' }).isVisible(),
    ).resolves.toBe(true);

    // Saved elsewhere (here: nothing was saved): the page reads the draft again.
    await editorSends(page, { action: 'published', storyId: story.id });
    await page.getByRole('heading', { name: original }).waitFor();
    await expect(
      page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
  });
});
