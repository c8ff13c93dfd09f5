import { fixtureBlock } from '@shop/demo-content';
import { NO_IMAGE_PATH } from '@shop/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOCK_COMPONENT_NAMES } from '../block-names';
import { StoryblokBlocks } from '../registry/StoryblokBlocks';
import { renderWithBlocks } from '../test/render';
import {
  BLOCK_SCHEMAS,
  fourColumnCardsSchema,
  fullImageCtaSchema,
  homeHeroSchema,
  sixColumnImagesSchema,
} from './schemas';

describe('block field schemas', () => {
  it.each(BLOCK_COMPONENT_NAMES)(
    'read the %s fixture with every image and link present',
    (name) => {
      const parsed = BLOCK_SCHEMAS[name].parse(fixtureBlock(name));
      const text = JSON.stringify(parsed);
      expect(text).not.toContain('"src":null');
      expect(parsed.component).toBe(name);
    },
  );

  it('ignores fields the block does not define', () => {
    const parsed = homeHeroSchema.parse({
      ...fixtureBlock('home_hero'),
      tracking_pixel: '<img src=x onerror=alert(1)>',
      theme: 'dark',
    });
    expect(parsed).not.toHaveProperty('tracking_pixel');
    expect(parsed).not.toHaveProperty('theme');
  });

  it('falls back field by field instead of failing the block', () => {
    const parsed = fullImageCtaSchema.parse({
      _uid: 7,
      component: 'full_image_cta',
      title: ['not', 'text'],
      image: 'just-a-string.jpg',
      align: 'diagonal',
      cta_link: 'contact',
    });
    expect(parsed).toMatchObject({
      _uid: '',
      title: '',
      text: '',
      image: { src: null, alt: '' },
      align: 'center',
      cta_link: null,
    });
  });

  it('reads javascript:, data: and protocol-less script image URLs as missing', () => {
    for (const filename of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      ' JaVa\tScRiPt:alert(1)',
      'vbscript:x',
    ]) {
      expect(
        homeHeroSchema.parse({ component: 'home_hero', image: { filename } }).image.src,
        filename,
      ).toBeNull();
    }
    expect(
      homeHeroSchema.parse({ component: 'home_hero', image: { filename: '/images/a.jpg' } }).image
        .src,
    ).toBe('/images/a.jpg');
  });

  it('drops list items that are not objects and numbers the ones without a _uid', () => {
    const parsed = fourColumnCardsSchema.parse({
      component: 'four_column_cards',
      cards: [null, 'x', { title: 'Dining' }, { _uid: 'c2', title: 'Living' }],
    });
    expect(parsed.cards.map((card) => [card._uid, card.title])).toEqual([
      ['2', 'Dining'],
      ['c2', 'Living'],
    ]);
    expect(
      fourColumnCardsSchema.parse({ component: 'four_column_cards', cards: 'oops' }).cards,
    ).toEqual([]);
  });

  it('keeps only images with a usable source in a multi-asset field', () => {
    const parsed = sixColumnImagesSchema.parse({
      component: 'six_column_images',
      images: [
        { filename: '/images/brands/a.svg', alt: 'A' },
        { filename: '' },
        null,
        { filename: 'javascript:x' },
      ],
    });
    expect(parsed.images).toEqual([{ src: '/images/brands/a.svg', alt: 'A' }]);
  });
});

describe('blocks with bad content', () => {
  it('show /no-image.png for a missing card image and plain text for a missing link', () => {
    renderWithBlocks(
      <StoryblokBlocks
        blocks={{
          _uid: 'c',
          component: 'four_column_cards',
          title: 'Shop by room',
          cards: [
            {
              _uid: 'a',
              title: 'Dining',
              link_label: 'Shop dining',
              link: { linktype: 'story', cached_url: '' },
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Dining' })).toHaveAttribute('src', NO_IMAGE_PATH);
    expect(screen.getByText('Shop dining').tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('show a neutral placeholder for a hero without an image, and the CTA label as text without a link', () => {
    const { container } = renderWithBlocks(
      <StoryblokBlocks
        blocks={{ component: 'home_hero', title: 'Trade furniture', cta_label: 'Shop now' }}
      />,
    );
    expect(container.querySelector('.cms-image-placeholder')).not.toBeNull();
    expect(screen.getByText('Shop now')).toHaveClass('cms-cta-text');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('render an all-empty block without crashing or empty headings', () => {
    for (const name of BLOCK_COMPONENT_NAMES) {
      const { container, unmount } = renderWithBlocks(
        <StoryblokBlocks blocks={{ component: name }} />,
      );
      expect(container.querySelector(`[data-block="${name}"]`), name).not.toBeNull();
      for (const heading of container.querySelectorAll('h1, h2, h3'))
        expect(heading.textContent, name).not.toBe('');
      unmount();
    }
  });
});
