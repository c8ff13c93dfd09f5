import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductionSlotNotice } from './ProductionSlotNotice';

const meta = {
  title: 'Container orders/ProductionSlotNotice',
  component: ProductionSlotNotice,
  args: {
    factory: 'Nordic Oak Works',
    cutoff: 'Fri 4 Dec',
    cutoffDateTime: '2026-12-04',
    departure: '18 Jan',
    departureDateTime: '2027-01-18',
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ProductionSlotNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'Order by Fri 4 Dec for the slot that departs around 18 Jan.',
    );
  },
};

/** The slot is taken: the order sails with the next one. */
export const Full: Story = {
  args: { full: true, nextDeparture: '15 Feb' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'is full, so this order goes into the next slot, which departs around 15 Feb.',
    );
  },
};

export const Mobile: Story = {
  args: { full: true, nextDeparture: '15 Feb' },
  globals: { viewport: { value: 'xs', isRotated: false } },
};
