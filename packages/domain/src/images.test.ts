import { describe, expect, it } from 'vitest';
import { IMAGE_DENSITIES, IMAGE_PLACEHOLDER_SIZE } from './constants';
import {
  IMAGE_WIDTHS,
  imageSrcSet,
  imageVariantUrl,
  imageWidthFor,
  isImageWidth,
  isResizableImage,
} from './images';

describe('IMAGE_WIDTHS', () => {
  it('ascend, and hold the 1x and 2x of the storefront layouts', () => {
    expect([...IMAGE_WIDTHS]).toEqual([...IMAGE_WIDTHS].sort((a, b) => a - b));
    for (const layout of [80, 400, 640, 800])
      for (const density of IMAGE_DENSITIES) expect(IMAGE_WIDTHS).toContain(layout * density);
  });

  it('are what isImageWidth accepts, with the 10 px placeholder and nothing else', () => {
    for (const width of IMAGE_WIDTHS) expect(isImageWidth(width)).toBe(true);
    expect(isImageWidth(IMAGE_PLACEHOLDER_SIZE.width)).toBe(true);
    for (const width of [0, 1, 9, 11, 399, 401, 1921, 4000, Number.NaN, -80, 80.5])
      expect(isImageWidth(width)).toBe(false);
  });
});

describe('imageWidthFor', () => {
  it('is the smallest width of the set that covers the pixels, the largest beyond it', () => {
    expect(imageWidthFor(1)).toBe(80);
    expect(imageWidthFor(80)).toBe(80);
    expect(imageWidthFor(81)).toBe(160);
    expect(imageWidthFor(192)).toBe(320);
    expect(imageWidthFor(1600)).toBe(1600);
    expect(imageWidthFor(5000)).toBe(1920);
  });
});

describe('isResizableImage', () => {
  it('takes root-relative paths and http(s) URLs, not data, blob or protocol-relative ones', () => {
    expect(isResizableImage('/images/products/101/hero.svg')).toBe(true);
    expect(isResizableImage('http://localhost:4000/images/content/a.jpg')).toBe(true);
    expect(isResizableImage('HTTPS://cdn.example/a.jpg')).toBe(true);
    expect(isResizableImage('data:image/png;base64,AAAA')).toBe(false);
    expect(isResizableImage('blob:http://x/1')).toBe(false);
    expect(isResizableImage('//cdn.example/a.jpg')).toBe(false);
    expect(isResizableImage('images/a.jpg')).toBe(false);
    expect(isResizableImage('')).toBe(false);
  });
});

describe('imageVariantUrl', () => {
  it('adds w, after the parameters the picture’s URL has', () => {
    expect(imageVariantUrl('/images/a.svg', 400)).toBe('/images/a.svg?w=400');
    expect(imageVariantUrl('/images/a.svg?v=3', 400)).toBe('/images/a.svg?v=3&w=400');
    expect(imageVariantUrl('http://b:4000/images/a.svg?v=3', 10)).toBe(
      'http://b:4000/images/a.svg?v=3&w=10',
    );
  });
});

describe('imageSrcSet', () => {
  it('offers the 1x and 2x widths (densities, behaviour.md#images) and the 10×10 placeholder', () => {
    expect(imageSrcSet('/images/products/101/hero.svg?v=1', { width: 400 })).toEqual({
      src: '/images/products/101/hero.svg?v=1&w=400',
      srcSet:
        '/images/products/101/hero.svg?v=1&w=400 400w, /images/products/101/hero.svg?v=1&w=800 800w',
      placeholder: '/images/products/101/hero.svg?v=1&w=10',
    });
  });

  it('rounds up to the set and caps at its largest width', () => {
    expect(imageSrcSet('/a.jpg', { width: 96 })?.srcSet).toBe(
      '/a.jpg?w=160 160w, /a.jpg?w=320 320w',
    );
    expect(imageSrcSet('/a.jpg', { width: 1280 })?.srcSet).toBe(
      '/a.jpg?w=1280 1280w, /a.jpg?w=1920 1920w',
    );
    // 2000 px at 1x and 2x are both beyond the set: one candidate.
    expect(imageSrcSet('/a.jpg', { width: 2000 })?.srcSet).toBe('/a.jpg?w=1920 1920w');
  });

  it('offers a fluid picture from a phone’s 320 px up, below its 1x width', () => {
    expect(imageSrcSet('/a.jpg', { width: 800, fluid: true })?.srcSet).toBe(
      '/a.jpg?w=320 320w, /a.jpg?w=400 400w, /a.jpg?w=480 480w, /a.jpg?w=640 640w, /a.jpg?w=800 800w, /a.jpg?w=1600 1600w',
    );
    // Narrower than a phone: nothing smaller is added.
    expect(imageSrcSet('/a.jpg', { width: 80, fluid: true })?.srcSet).toBe(
      '/a.jpg?w=80 80w, /a.jpg?w=160 160w',
    );
  });

  it('is null for what cannot be resized and for a width that is no width', () => {
    expect(imageSrcSet('data:image/png;base64,AAAA', { width: 400 })).toBeNull();
    expect(imageSrcSet('/a.jpg', { width: 0 })).toBeNull();
    expect(imageSrcSet('/a.jpg', { width: Number.NaN })).toBeNull();
  });
});
