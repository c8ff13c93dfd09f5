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
    expect(img).toHaveAttribute('src', '/chair.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveClass('hero');
    expect(img).not.toHaveAttribute('data-missing');
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
