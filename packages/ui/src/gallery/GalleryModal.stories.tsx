import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { galleryItems } from '../test/story-data';
import { GalleryModal } from './GalleryModal';

const meta = {
  title: 'Media/GalleryModal',
  component: GalleryModal,
  args: {
    open: true,
    onOpenChange: fn(),
    items: galleryItems,
    productName: 'Harbour dining table',
  },
} satisfies Meta<typeof GalleryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Harbour dining table gallery' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next slide' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
