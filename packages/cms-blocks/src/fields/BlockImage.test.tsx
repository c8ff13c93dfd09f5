import { NO_IMAGE_PATH } from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryblokBlocks } from '../registry/StoryblokBlocks';
import { renderWithBlocks } from '../test/render';
import { BlockImage } from './BlockImage';

describe('BlockImage', () => {
  it('falls back to /no-image.png when the image fails to load, once', () => {
    renderWithBlocks(<BlockImage image={{ src: '/images/missing.jpg', alt: 'Oak table' }} />);
    const img = screen.getByRole('img', { name: 'Oak table' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', NO_IMAGE_PATH);
    img.setAttribute('src', '/elsewhere.png');
    fireEvent.error(img);
    // A missing fallback must not loop: the second failure leaves the image alone.
    expect(img).toHaveAttribute('src', '/elsewhere.png');
  });

  it('uses the fallback alt only when the asset has none', () => {
    renderWithBlocks(<BlockImage image={{ src: null, alt: '' }} fallbackAlt="Dining" />);
    expect(screen.getByRole('img', { name: 'Dining' })).toHaveAttribute('data-missing', 'true');
  });

  it("loads the leading block's pictures at once and the others lazily", () => {
    const split = (uid: string, alt: string) => ({
      _uid: uid,
      component: 'about_with_image',
      title: alt,
      image: { filename: `/images/${uid}.jpg`, alt },
    });
    renderWithBlocks(
      <StoryblokBlocks
        blocks={{
          _uid: 'page',
          component: 'page',
          body: [split('first', 'Workshop'), split('second', 'Showroom')],
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Workshop' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Showroom' })).toHaveAttribute('loading', 'lazy');
  });

  it('keeps a loading it is given', () => {
    renderWithBlocks(<BlockImage image={{ src: '/a.jpg', alt: 'A' }} loading="lazy" />);
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('loading', 'lazy');
  });
});
