import type { GalleryItem } from '@shop/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Gallery } from './Gallery';

const images: GalleryItem[] = Array.from({ length: 11 }, (_, i) => ({
  type: 'image',
  key: `ImageLifestyle${String(i + 1)}`,
  url: `/img/${String(i + 1)}.jpg`,
}));
const withMovie: GalleryItem[] = [
  ...images.slice(0, 2),
  { type: 'video', key: 'ImageMovieFile', url: '/movie.mp4' },
];

function activeSlide(): HTMLElement {
  const active = document.querySelector('[aria-roledescription="slide"][data-state="active"]');
  return active as HTMLElement;
}

describe('Gallery', () => {
  it('is a named carousel of slides, the others inert', () => {
    render(<Gallery items={images} productName="Oak desk" />);
    expect(screen.getByRole('region', { name: 'Oak desk gallery' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(activeSlide()).toHaveAccessibleName('1 of 11');
    expect(document.querySelectorAll('[aria-roledescription="slide"][inert]')).toHaveLength(10);
  });

  it('loads the slide in view at once and at high priority, the others lazily', () => {
    const { container } = render(<Gallery items={images.slice(0, 3)} productName="Oak desk" />);
    const slides = [...container.querySelectorAll<HTMLImageElement>('.ui-gallery__media')];
    expect(
      slides.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('moves with the arrows, wrapping at both ends', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<Gallery items={images} productName="Oak desk" onIndexChange={onIndexChange} />);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toHaveAccessibleName('2 of 11');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toHaveAccessibleName('11 of 11');
    expect(onIndexChange.mock.calls).toEqual([[1], [0], [10]]);
  });

  it('moves with the keyboard: arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<Gallery items={images} productName="Oak desk" />);
    screen.getByLabelText(/Slide 1 of 11/).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(activeSlide()).toHaveAccessibleName('3 of 11');
    await user.keyboard('{End}');
    expect(activeSlide()).toHaveAccessibleName('11 of 11');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(activeSlide()).toHaveAccessibleName('11 of 11');
  });

  it('shows at most 8 thumbnails per view, following the current slide', async () => {
    const user = userEvent.setup();
    render(<Gallery items={images} productName="Oak desk" />);
    const strip = screen.getByRole('list', { name: 'Thumbnails' });
    expect(within(strip).getAllByRole('button')).toHaveLength(8);
    await user.click(within(strip).getByRole('button', { name: 'Show slide 8' }));
    expect(activeSlide()).toHaveAccessibleName('8 of 11');
    expect(within(strip).getByRole('button', { name: 'Show slide 8' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(
      within(strip)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Show slide 9', 'Show slide 10', 'Show slide 11']);
  });

  it('plays a movie muted, looping and without download, full-screen or remote controls, with a fixed thumbnail', () => {
    const { container } = render(
      <Gallery
        items={withMovie}
        productName="Oak desk"
        videoThumbnailSrc="/video-thumb.png"
        initialIndex={2}
      />,
    );
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.getAttribute('controlslist')).toBe('nodownload nofullscreen noremoteplayback');
    expect(video).toHaveAttribute('disablepictureinpicture');
    expect(video).toHaveAttribute('disableremoteplayback');
    const thumb = screen.getByRole('button', { name: 'Show slide 3 (video)' });
    expect(thumb.querySelector('img')).toHaveAttribute('src', '/video-thumb.png');
  });

  it("leaves the pictures of slides out of view out of the server's HTML, and shows them once running", () => {
    const slidePictures = (root: ParentNode) =>
      [...root.querySelectorAll('[aria-roledescription="slide"]')].map(
        (slide) => slide.querySelector('img')?.getAttribute('src') ?? null,
      );
    const server = document.createElement('div');
    server.innerHTML = renderToString(
      <Gallery items={images.slice(0, 3)} productName="Oak desk" />,
    );
    expect(slidePictures(server)).toEqual(['/img/1.jpg?w=800', null, null]);
    const { container } = render(<Gallery items={images.slice(0, 3)} productName="Oak desk" />);
    expect(slidePictures(container)).toEqual([
      '/img/1.jpg?w=800',
      '/img/2.jpg?w=800',
      '/img/3.jpg?w=800',
    ]);
  });

  it('loads a movie only when its slide is shown, and pauses it when another is', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    const user = userEvent.setup();
    const { container } = render(<Gallery items={withMovie} productName="Oak desk" />);
    const video = container.querySelector('video') as HTMLVideoElement;
    // Behind the first slide: not downloaded with the page, not playing.
    expect(video.autoplay).toBe(false);
    expect(video.getAttribute('preload')).toBe('none');
    await user.click(screen.getByRole('button', { name: 'Show slide 3 (video)' }));
    expect(video.getAttribute('preload')).toBe('auto');
    await vi.waitFor(() => {
      expect(play).toHaveBeenCalledTimes(1);
    });
    await user.click(screen.getByRole('button', { name: 'Show slide 1' }));
    expect(pause).toHaveBeenCalled();
    expect(play).toHaveBeenCalledTimes(1);
    play.mockRestore();
    pause.mockRestore();
  });

  it('falls back to /no-image.png when an image fails, and copes with no items', () => {
    const { container, unmount } = render(
      <Gallery items={images.slice(0, 2)} productName="Oak desk" />,
    );
    const first = container.querySelector('.ui-gallery__media') as HTMLImageElement;
    fireEvent.error(first);
    expect(first.getAttribute('src')).toBe('/no-image.png');
    unmount();
    render(<Gallery items={[]} productName="Oak desk" />);
    expect(screen.getByRole('img', { name: 'Oak desk: no image available' })).toHaveAttribute(
      'src',
      '/no-image.png',
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });
});
