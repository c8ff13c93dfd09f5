// @vitest-environment node
import { PAGE_STORIES } from '@shop/demo-content';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlocksProvider } from '../context/blocks-context';
import { StoryblokBlocks } from '../registry/StoryblokBlocks';
import { compactContent } from './compact-content';

const render = (content: unknown) =>
  renderToString(
    <BlocksProvider assetBaseUrl="http://localhost:4000">
      <StoryblokBlocks blocks={content} />
    </BlocksProvider>,
  );

describe('compactContent', () => {
  it.each(Object.keys(PAGE_STORIES))('renders the %s story exactly as the full one', (slug) => {
    const content = PAGE_STORIES[slug]?.content;
    const compact = compactContent(content);
    expect(JSON.stringify(compact).length).toBeLessThanOrEqual(JSON.stringify(content).length);
    expect(render(compact)).toBe(render(content));
  });

  it('leaves out a good share of the home story, which is all images and links', () => {
    const content = PAGE_STORIES.home?.content;
    expect(JSON.stringify(compactContent(content)).length).toBeLessThan(
      JSON.stringify(content).length * 0.8,
    );
  });

  it('keeps of an asset its file and alt text, of a link its target and its story’s paths', () => {
    const block = {
      _uid: 'a',
      component: 'full_image_cta',
      image: {
        id: 7,
        alt: 'Oak',
        name: '',
        focus: '',
        title: '',
        source: '',
        filename: '/images/oak.jpg',
        copyright: '',
        fieldtype: 'asset',
        meta_data: {},
        is_external_url: false,
      },
      cta_link: {
        id: 'uuid',
        url: '',
        linktype: 'story',
        fieldtype: 'multilink',
        cached_url: 'shop/chairs',
        target: '_blank',
        story: {
          name: 'Chairs',
          uuid: 'uuid',
          path: null,
          full_slug: 'shop/chairs',
          content: { component: 'category', path: 'chairs', body: [{ _uid: 'x' }] },
        },
      },
      items: [{ fieldtype: 'multilink', linktype: 'email', email: 'a@b.co' }, 'text', 3, null],
    };
    expect(compactContent(block)).toEqual({
      _uid: 'a',
      component: 'full_image_cta',
      image: { alt: 'Oak', filename: '/images/oak.jpg' },
      cta_link: {
        url: '',
        linktype: 'story',
        cached_url: 'shop/chairs',
        target: '_blank',
        story: {
          path: null,
          full_slug: 'shop/chairs',
          content: { component: 'category', path: 'chairs' },
        },
      },
      items: [{ linktype: 'email', email: 'a@b.co' }, 'text', 3, null],
    });
    // A linked story that is only its id (not resolved) is left as it is.
    expect(compactContent({ fieldtype: 'multilink', id: 'u', story: 'u' })).toEqual({ story: 'u' });
    // The input is not changed.
    expect(block.image.id).toBe(7);
  });
});
