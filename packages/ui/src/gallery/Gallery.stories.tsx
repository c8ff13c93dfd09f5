import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { galleryItems } from '../test/story-data';
import { Gallery } from './Gallery';

const meta = {
  title: 'Media/Gallery',
  component: Gallery,
  args: { items: galleryItems, productName: 'Harbour dining table', onIndexChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arrows: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(10);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement)
      .getByLabelText(/Slide 1 of 11/)
      .focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{End}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(10);
  },
};

export const Thumbnails: Story = {
  play: async ({ args, canvasElement }) => {
    const strip = within(canvasElement).getByRole('list', { name: 'Thumbnails' });
    await expect(within(strip).getAllByRole('button')).toHaveLength(8);
    await userEvent.click(within(strip).getByRole('button', { name: 'Show slide 5' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(4);
  },
};

export const MovieSlide: Story = { args: { initialIndex: 10 } };

export const BrokenImage: Story = {
  args: { items: [{ type: 'image', key: 'ImageHero', url: '/missing-image.jpg' }] },
};

export const NoImages: Story = { args: { items: [] } };

export const Mobile: Story = { globals: { viewport: { value: 'xs', isRotated: false } } };
