import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AlertBar } from './AlertBar';
import { alertLinks } from './navigation.fixtures';

const meta = {
  title: 'Navigation/AlertBar',
  component: AlertBar,
  args: { links: alertLinks, loggedIn: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlertBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};
