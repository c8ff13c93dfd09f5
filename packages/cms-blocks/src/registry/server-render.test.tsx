// @vitest-environment node
import { PAGE_STORIES } from '@shop/demo-content';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlocksProvider } from '../context/blocks-context';
import { recordingLogger } from '../test/render';
import { StoryblokBlocks } from './StoryblokBlocks';

// The storefront renders content pages on the server (ARCHITECTURE decision 6): every
// fixture page must render without a DOM, and draft attributes must survive to the HTML.
describe('server rendering', () => {
  it.each(Object.keys(PAGE_STORIES))('renders the %s story to HTML without a DOM', (slug) => {
    const logger = recordingLogger();
    const html = renderToString(
      <BlocksProvider logger={logger} assetBaseUrl="http://localhost:4000">
        <StoryblokBlocks blocks={PAGE_STORIES[slug]?.content} />
      </BlocksProvider>,
    );
    expect(html).toContain('data-block="page"');
    expect(html).not.toContain('data-blok-uid');
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('keeps the editor attributes in draft HTML', () => {
    const html = renderToString(
      <BlocksProvider mode="draft">
        <StoryblokBlocks blocks={PAGE_STORIES.home?.content} />
      </BlocksProvider>,
    );
    expect(html.match(/data-blok-uid="/g)?.length).toBe(7);
  });

  it('renders a changed copy of the content as changed, and the same content the same, however often', () => {
    const render = (content: unknown) =>
      renderToString(
        <BlocksProvider assetBaseUrl="http://localhost:4000">
          <StoryblokBlocks blocks={content} />
        </BlocksProvider>,
      );
    const content = PAGE_STORIES.home?.content;
    const first = render(content);
    expect(first).toContain('Build a container in minutes');
    // A live preview's change: a new object, the same shape.
    const changed: unknown = JSON.parse(
      JSON.stringify(content).replace('Build a container in minutes', 'Plan a load today'),
    );
    const second = render(changed);
    expect(second).toContain('Plan a load today');
    expect(second).not.toContain('Build a container in minutes');
    expect(render(content)).toBe(first);
  });
});
