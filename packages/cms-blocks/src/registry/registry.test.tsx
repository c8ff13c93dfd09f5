import { PAGE_STORIES, fixtureBlock, fixtureBlocks } from '@shop/demo-content';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOCK_COMPONENT_NAMES } from '../block-names';
import { BLOCK_SCHEMAS } from '../blocks/schemas';
import { BlocksProvider } from '../context/blocks-context';
import { recordingLogger, renderWithBlocks } from '../test/render';
import { BLOCK_COMPONENTS } from './registry';
import { renderBlock } from './render-block';
import { StoryblokBlocks } from './StoryblokBlocks';

describe('block registry', () => {
  it('maps every one of the 16 block names, and nothing else, to a component and a schema', () => {
    expect(Object.keys(BLOCK_COMPONENTS).sort()).toEqual([...BLOCK_COMPONENT_NAMES].sort());
    expect(Object.keys(BLOCK_SCHEMAS).sort()).toEqual([...BLOCK_COMPONENT_NAMES].sort());
  });

  it('has a fixture for every block, and each renders in published mode without a report', () => {
    const components = new Set(fixtureBlocks().map((blok) => blok.component));
    expect([...components].sort()).toEqual([...BLOCK_COMPONENT_NAMES].sort());
    for (const name of BLOCK_COMPONENT_NAMES) {
      const { container, logger, unmount } = renderWithBlocks(
        <StoryblokBlocks blocks={fixtureBlock(name)} />,
      );
      expect(container.querySelector(`[data-block="${name}"]`), name).not.toBeNull();
      expect(logger.warn, name).not.toHaveBeenCalled();
      expect(logger.error, name).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('renders a page story: the page and its body in order', () => {
    const { container } = renderWithBlocks(<StoryblokBlocks blocks={PAGE_STORIES.home?.content} />);
    const page = container.querySelector('[data-block="page"]');
    expect(page).not.toBeNull();
    const nested = [...(page?.querySelectorAll('[data-block]') ?? [])].map((element) =>
      element.getAttribute('data-block'),
    );
    expect(nested).toEqual([
      'home_hero',
      'five_column_icon_text',
      'four_column_cards',
      'six_column_images',
      'full_image_cta',
      'image_content_cta',
    ]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Trade furniture, shipped by the container' }),
    ).toBeInTheDocument();
  });

  it('renders nothing for an unknown block when published, and logs it', () => {
    const { container, logger } = renderWithBlocks(
      <StoryblokBlocks blocks={[{ _uid: 'x1', component: 'carousel', slides: [] }]} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(logger.warn).toHaveBeenCalledWith('Unknown content block "carousel"', {
      component: 'carousel',
      uid: 'x1',
    });
  });

  it('shows a placeholder for an unknown block in draft mode, clickable in the editor', () => {
    const editable = '<!--#storyblok#{"name": "carousel", "space": "1", "uid": "x1", "id": "7"}-->';
    const { logger } = renderWithBlocks(
      <StoryblokBlocks blocks={[{ _uid: 'x1', component: 'carousel', _editable: editable }]} />,
      {
        mode: 'draft',
      },
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Unknown block carousel');
    expect(note).toHaveAttribute('data-blok-uid', '7-x1');
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it.each([null, 'text', 42, [], { title: 'no component' }, { component: 7 }])(
    'skips %j without crashing the blocks around it',
    (bad) => {
      const { container, logger } = renderWithBlocks(
        <StoryblokBlocks
          blocks={[bad, { _uid: 'r', component: 'rich_text', content: 'Still here' }]}
        />,
      );
      expect(screen.getByText('Still here')).toBeInTheDocument();
      expect(container.querySelectorAll('[data-block]')).toHaveLength(1);
      expect(logger.warn).toHaveBeenCalledOnce();
    },
  );

  it('keeps the Storyblok editor attributes in draft mode only', () => {
    const hero = fixtureBlock('home_hero');
    const draft = renderWithBlocks(<StoryblokBlocks blocks={hero} />, { mode: 'draft' });
    const section = draft.container.querySelector('[data-block="home_hero"]');
    expect(section).toHaveAttribute('data-blok-uid', expect.stringMatching(/^\d+-[0-9a-f-]{36}$/));
    expect(JSON.parse(section?.getAttribute('data-blok-c') ?? '{}')).toMatchObject({
      name: 'home_hero',
      uid: hero._uid,
    });
    expect(section).toHaveClass('storyblok__outline');
    draft.unmount();
    const published = renderWithBlocks(<StoryblokBlocks blocks={hero} />);
    const plain = published.container.querySelector('[data-block="home_hero"]');
    expect(plain).not.toHaveAttribute('data-blok-uid');
    expect(plain).not.toHaveAttribute('data-blok-c');
  });

  it('renderBlock works without a provider: published mode, the given logger', () => {
    const logger = recordingLogger();
    expect(renderBlock({ component: 'nope' }, { logger })).toBeNull();
    expect(renderBlock({ component: 'nope' }, { logger, mode: 'draft' })).not.toBeNull();
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});

describe('asset base URL', () => {
  it('serves root-relative content images from the configured origin, leaving absolute ones alone', () => {
    renderWithBlocks(
      <StoryblokBlocks
        blocks={{
          component: 'four_column_cards',
          cards: [
            {
              _uid: 'a',
              title: 'Dining',
              image: { filename: '/images/content/room-dining.jpg', alt: 'Dining' },
            },
            {
              _uid: 'b',
              title: 'Living',
              image: { filename: 'https://cdn.example/living.jpg', alt: 'Living' },
            },
          ],
        }}
      />,
      { assetBaseUrl: 'http://localhost:4000/' },
    );
    expect(screen.getByRole('img', { name: 'Dining' })).toHaveAttribute(
      'src',
      'http://localhost:4000/images/content/room-dining.jpg?w=400',
    );
    expect(screen.getByRole('img', { name: 'Living' })).toHaveAttribute(
      'src',
      'https://cdn.example/living.jpg?w=400',
    );
  });
});

describe('logging', () => {
  it('reports a problem once per piece of content, however often it re-renders', () => {
    const content = [
      { _uid: 'x', component: 'carousel' },
      {
        _uid: 'r',
        component: 'rich_text',
        content: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'Bad',
                  marks: [
                    { type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } },
                  ],
                },
              ],
            },
          ],
        },
      },
    ];
    const { rerender, logger } = renderWithBlocks(<StoryblokBlocks blocks={content} />);
    rerender(
      <BlocksProvider logger={logger}>
        <StoryblokBlocks blocks={content} />
      </BlocksProvider>,
    );
    rerender(
      <BlocksProvider logger={logger}>
        <StoryblokBlocks blocks={content} />
      </BlocksProvider>,
    );
    expect(logger.warn.mock.calls.map(([message]) => message)).toEqual([
      'Unknown content block "carousel"',
      'Dropped an unsafe content link',
    ]);
  });
});
