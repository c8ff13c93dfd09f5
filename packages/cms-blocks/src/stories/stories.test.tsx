/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

// Every block story, run as a portable story in jsdom: it renders, its play function (the
// behaviour it documents) passes, and axe finds no accessibility violation, so the stories
// cannot silently rot. jsdom does no layout, so contrast is left to Storybook's a11y addon;
// `region` is a whole-page rule (blocks sit inside the app's <main>).
const modules = import.meta.glob<Record<string, unknown>>('../blocks/*.stories.tsx', {
  eager: true,
});

async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

describe.each(Object.entries(modules))('%s', (_path, module) => {
  // The glob cannot type each module's stories; all this test needs is `run`.
  const composed = composeStories(module as Parameters<typeof composeStories>[0]) as Record<
    string,
    { run: () => Promise<void> }
  >;
  const stories = Object.entries(composed);

  it('has a published and a draft story', () => {
    expect(stories.map(([name]) => name)).toEqual(expect.arrayContaining(['Published', 'Draft']));
  });

  it.each(stories)('%s renders, plays and passes axe', async (_name, story) => {
    await story.run();
    expect(await violations()).toEqual([]);
    cleanup();
  });
});
