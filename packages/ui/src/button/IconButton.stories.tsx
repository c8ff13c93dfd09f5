import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const Heart = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 21s-7-4.4-9.5-8.5C.8 9.3 2.6 5 6.5 5c2.1 0 3.5 1.2 5.5 3.3C14 6.2 15.4 5 17.5 5c3.9 0 5.7 4.3 4 7.5C19 16.6 12 21 12 21Z" />
  </svg>
);

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Add to wishlist', icon: <Heart />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to wishlist' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Outline: Story = { args: { variant: 'outline' } };

export const Disabled: Story = { args: { disabled: true } };
