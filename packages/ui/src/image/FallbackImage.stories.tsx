import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { swatch } from '../test/story-data';
import { FallbackImage } from './FallbackImage';

const meta = {
  title: 'Media/FallbackImage',
  component: FallbackImage,
  args: { src: swatch('#a8642a', 'Chair'), alt: 'Oak dining chair', width: 320, height: 240 },
} satisfies Meta<typeof FallbackImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Oak dining chair' });
    await expect(img).not.toHaveAttribute('data-missing');
  },
};

/** No picture at all: the placeholder of behaviour.md#errors. */
export const Missing: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Oak dining chair' });
    await expect(img).toHaveAttribute('src', '/no-image.png');
  },
};

/** A picture that fails to load falls back once. */
export const Broken: Story = {
  args: { src: '/images/does-not-exist.jpg', loading: 'eager' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Oak dining chair' });
    await waitFor(() => expect(img).toHaveAttribute('src', '/no-image.png'));
  },
};

/**
 * behaviour.md#images: a picture the image service can resize is offered at densities 1 and 2 (`srcset`
 * with `sizes`), and its 10×10 placeholder is painted behind it until it has loaded.
 * Storybook serves `/no-image.png` as the service would (it ignores `?w=`).
 */
export const Responsive: Story = {
  args: {
    src: '/no-image.png',
    alt: 'Oak dining chair',
    width: 320,
    height: 240,
    loading: 'eager',
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', {
      name: 'Oak dining chair',
    });
    await expect(img).toHaveAttribute('src', '/no-image.png?w=320');
    await expect(img).toHaveAttribute(
      'srcset',
      '/no-image.png?w=320 320w, /no-image.png?w=640 640w',
    );
    await expect(img).toHaveAttribute('sizes', '320px');
    await expect(img.style.getPropertyValue('--ui-image-placeholder')).toBe(
      'url("/no-image.png?w=10")',
    );
    // Loaded: the browser took a candidate of the set, and the placeholder is gone.
    await waitFor(() => expect(img).toHaveAttribute('data-loaded', 'true'));
    await expect(img.currentSrc).toMatch(/\/no-image\.png\?w=(320|640)$/);
    await expect(getComputedStyle(img).backgroundImage).toBe('none');
  },
};

/** Before it loads, the placeholder is what shows: the stylesheet paints it behind the picture. */
export const PlaceholderWhileLoading: Story = {
  // A URL of its own (not cached by another story), lazy and far below the fold: held back
  // from loading, so its placeholder is what shows.
  args: { src: '/no-image.png?story=placeholder', width: 320, height: 240 },
  render: (args) => (
    <div style={{ paddingTop: '20000px' }}>
      <FallbackImage {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', {
      name: 'Oak dining chair',
    });
    await expect(img).not.toHaveAttribute('data-loaded');
    await expect(getComputedStyle(img).backgroundImage).toContain(
      '/no-image.png?story=placeholder&w=10',
    );
  },
};

/** A resizable picture that fails falls back without its variants. */
export const ResponsiveBroken: Story = {
  args: { src: '/images/does-not-exist.jpg', width: 320, height: 240, loading: 'eager' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Oak dining chair' });
    await waitFor(() => expect(img).toHaveAttribute('src', '/no-image.png'));
    await expect(img).not.toHaveAttribute('srcset');
    await expect(img).toHaveAttribute('data-loaded', 'true');
  },
};

/** Line art (icons, logos) stays vector: no variants, no placeholder. */
export const Vector: Story = {
  args: { src: '/no-image.png', width: 48, height: 36, responsive: false },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Oak dining chair' });
    await expect(img).toHaveAttribute('src', '/no-image.png');
    await expect(img).not.toHaveAttribute('srcset');
    await expect(img).not.toHaveAttribute('data-placeholder');
  },
};
