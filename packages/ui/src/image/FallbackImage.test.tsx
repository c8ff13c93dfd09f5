import { NO_IMAGE_PATH } from '@shop/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FallbackImage } from './FallbackImage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FallbackImage', () => {
  it('shows the picture lazily, with the attributes it is given', () => {
    render(<FallbackImage src="/chair.jpg" alt="Oak chair" width={400} className="hero" />);
    const img = screen.getByRole('img', { name: 'Oak chair' });
    expect(img).toHaveAttribute('src', '/chair.jpg?w=400');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveClass('hero');
    expect(img).not.toHaveAttribute('data-missing');
  });

  it('offers the picture at densities 1 and 2 with its sizes, and the 10×10 placeholder (behaviour.md#images)', () => {
    render(
      <FallbackImage
        src="http://backend.test/images/products/101/hero.svg?v=abc"
        alt="Oak chair"
        width={400}
        height={400}
      />,
    );
    const img = screen.getByRole('img', { name: 'Oak chair' });
    const url = 'http://backend.test/images/products/101/hero.svg?v=abc';
    expect(img).toHaveAttribute('src', `${url}&w=400`);
    expect(img).toHaveAttribute('srcset', `${url}&w=400 400w, ${url}&w=800 800w`);
    expect(img).toHaveAttribute('sizes', '400px');
    expect(img).toHaveAttribute('data-placeholder');
    expect(img.style.getPropertyValue('--ui-image-placeholder')).toBe(`url("${url}&w=10")`);
  });

  it('offers phone widths too when its layout is fluid (sizes given)', () => {
    render(
      <FallbackImage
        src="/room.jpg"
        alt="Room"
        width={800}
        sizes="(min-width: 1024px) 50vw, 100vw"
      />,
    );
    const img = screen.getByRole('img', { name: 'Room' });
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
    expect(
      img
        .getAttribute('srcset')
        ?.split(', ')
        .map((c) => c.split(' ')[1]),
    ).toEqual(['320w', '400w', '480w', '640w', '800w', '1600w']);
  });

  it.each([
    [
      'responsive off (an SVG icon)',
      { src: '/images/icons/leaf.svg', width: 48, responsive: false },
    ],
    ['no width', { src: '/chair.jpg' }],
    ['a data URI', { src: 'data:image/svg+xml,<svg/>', width: 48 }],
  ])('shows the picture as it is for %s: no srcset, no placeholder', (_label, props) => {
    render(<FallbackImage alt="Art" {...props} />);
    const img = screen.getByRole('img', { name: 'Art' });
    expect(img).toHaveAttribute('src', props.src);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).not.toHaveAttribute('data-placeholder');
  });

  it('drops the placeholder once the picture has loaded, and passes the load on', () => {
    const onLoad = vi.fn();
    render(<FallbackImage src="/chair.jpg" alt="Oak chair" width={400} onLoad={onLoad} />);
    const img = screen.getByRole('img', { name: 'Oak chair' });
    expect(img).not.toHaveAttribute('data-loaded');
    fireEvent.load(img);
    expect(img).toHaveAttribute('data-loaded', 'true');
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('falls back without its variants: srcset would be tried before the fallback', () => {
    render(<FallbackImage src="/broken.jpg" alt="Oak chair" width={400} />);
    const img = screen.getByRole('img', { name: 'Oak chair' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', NO_IMAGE_PATH);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('data-loaded', 'true');
  });

  it.each([null, undefined, ''])('shows /no-image.png for a missing picture (%s)', (src) => {
    render(<FallbackImage src={src} alt="Oak chair" />);
    const img = screen.getByRole('img', { name: 'Oak chair' });
    expect(img).toHaveAttribute('src', NO_IMAGE_PATH);
    expect(img).toHaveAttribute('data-missing', 'true');
  });

  it('falls back once when the picture fails to load, and never loops', () => {
    render(<FallbackImage src="/broken.jpg" alt="Oak chair" />);
    const img = screen.getByRole('img', { name: 'Oak chair' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', NO_IMAGE_PATH);
    img.setAttribute('src', '/elsewhere.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/elsewhere.png');
  });

  it('uses its own fallback and honours an eager loading', () => {
    render(<FallbackImage src="/broken.jpg" alt="Logo" fallbackSrc="/logo.svg" loading="eager" />);
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('loading', 'eager');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/logo.svg');
  });

  it('falls back for a server-rendered picture that failed before hydration', async () => {
    // Already complete with no pixels, and undecodable: the error event came and went.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    HTMLImageElement.prototype.decode = () => Promise.reject(new Error('broken'));
    try {
      render(<FallbackImage src="/failed-early.jpg" alt="Oak chair" />);
      const img = screen.getByRole('img', { name: 'Oak chair' });
      await waitFor(() => {
        expect(img).toHaveAttribute('src', NO_IMAGE_PATH);
      });
    } finally {
      Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    }
  });
});
