import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LoadingBar } from './LoadingBar';

const meta = {
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  args: { loading: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing for the first 200 ms, then the 3 px bar.
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument(),
    );
    await expect(canvas.getByRole('progressbar').getBoundingClientRect().height).toBe(3);
  },
};

export const Idle: Story = { args: { loading: false } };
