import type { Meta, StoryObj } from '@storybook/react-vite';
import { OVER_CAPACITY_MESSAGE } from '@shop/domain';
import { expect, within } from 'storybook/test';
import { ContainerGauge } from './ContainerGauge';

const meta = {
  title: 'Commerce/ContainerGauge',
  component: ContainerGauge,
  args: {
    containers: [
      { brandId: 40, brandName: 'Oakline Furniture', used: 18.724, capacity: 26, percent: 72 },
      { brandId: 7, brandName: 'Nordic Living', used: 4.2, capacity: 26, percent: 16.2 },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ContainerGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PerFactory: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Oakline Furniture' });
    await expect(meter).toHaveAttribute('aria-valuetext', '18.724 of 26.000 CBM');
  },
};

export const OverCapacity: Story = {
  args: {
    overCapacity: true,
    containers: [
      { brandId: 40, brandName: 'Oakline Furniture', used: 27.3, capacity: 26, percent: 105 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(OVER_CAPACITY_MESSAGE);
  },
};

export const WithRemaining: Story = {
  args: {
    containers: [
      {
        brandId: 40,
        brandName: 'Oakline Furniture',
        used: 18.724,
        capacity: 33,
        percent: 56.7,
        remaining: 14.276,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('56.7% full · 14.276 CBM remaining'),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { containers: [] } };
