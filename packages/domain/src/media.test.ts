import { describe, expect, it } from 'vitest';
import { IMAGE_METAFIELD_KEYS, MOVIE_METAFIELD_KEY, buildGallery } from './media';

describe('IMAGE_METAFIELD_KEYS (behaviour.md#product-metafields)', () => {
  it('lists the image keys in spec order, the movie last', () => {
    expect(IMAGE_METAFIELD_KEYS).toEqual([
      'ImageHero',
      'ImageLifestyle1',
      'ImageLifestyle2',
      'ImageLifestyle3',
      'ImageLifestyle4',
      'ImageLifestyle5',
      'ImageLifestyle6',
      'ImageLifestyle7',
      'ImageLifestyle8',
      'ImageLifestyle9',
      'ImageLifestyle10',
      'ImageFront',
      'ImageSide',
      'ImageBack',
      'ImageCompartment1',
      'ImageCompartment2',
      'ImageCompartment3',
      'ImageDetailed1',
      'ImageDetailed2',
      'ImageDetailed3',
      'ImageMaterialSwatch',
      'ImageIsoDimensionView',
      'ImageMovieFile',
    ]);
    expect(IMAGE_METAFIELD_KEYS.at(-1)).toBe(MOVIE_METAFIELD_KEY);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(IMAGE_METAFIELD_KEYS)).toBe(true);
  });
});

describe('buildGallery', () => {
  it('orders images by key, whatever the metafield order, and puts the movie last', () => {
    const metafields = [
      { key: 'ImageMovieFile', value: '/movie.mp4' },
      { key: 'ImageBack', value: '/back.jpg' },
      { key: 'ProductWidth', value: '1200' },
      { key: 'ImageLifestyle10', value: '/life10.jpg' },
      { key: 'ImageLifestyle2', value: '/life2.jpg' },
      { key: 'ImageHero', value: '/hero.jpg' },
    ];
    expect(buildGallery(metafields)).toEqual([
      { type: 'image', key: 'ImageHero', url: '/hero.jpg' },
      { type: 'image', key: 'ImageLifestyle2', url: '/life2.jpg' },
      { type: 'image', key: 'ImageLifestyle10', url: '/life10.jpg' },
      { type: 'image', key: 'ImageBack', url: '/back.jpg' },
      { type: 'video', key: 'ImageMovieFile', url: '/movie.mp4' },
    ]);
  });

  it('reads a record and skips empty values and repeated urls', () => {
    expect(
      buildGallery({
        ImageHero: '/hero.jpg',
        ImageFront: '  ',
        ImageSide: '/hero.jpg',
        ImageIsoDimensionView: '/iso.png',
      }),
    ).toEqual([
      { type: 'image', key: 'ImageHero', url: '/hero.jpg' },
      { type: 'image', key: 'ImageIsoDimensionView', url: '/iso.png' },
    ]);
  });

  it('gives an empty gallery for a product without media', () => {
    expect(buildGallery([])).toEqual([]);
    expect(buildGallery(null)).toEqual([]);
    expect(buildGallery(undefined)).toEqual([]);
  });
});
