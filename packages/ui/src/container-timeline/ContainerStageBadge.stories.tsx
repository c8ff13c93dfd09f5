import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  CONTAINER_STAGE_LABELS,
  ContainerStageBadge,
  type ContainerStage,
} from './ContainerStageBadge';

const meta = {
  title: 'Container orders/ContainerStageBadge',
  component: ContainerStageBadge,
  args: { stage: 'on-the-water' },
} satisfies Meta<typeof ContainerStageBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheWater: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('On the water')).toHaveClass('ui-badge--info');
  },
};

/** Every stage in the order a container passes them. */
export const AllStages: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {(Object.keys(CONTAINER_STAGE_LABELS) as ContainerStage[]).map((stage) => (
        <ContainerStageBadge key={stage} stage={stage} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Awaiting deposit')).toHaveClass('ui-badge--warning');
    await expect(canvas.getByText('Delivered')).toHaveClass('ui-badge--success');
  },
};
