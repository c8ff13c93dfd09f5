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

/** No picture at all: the SPEC §8 placeholder. */
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
