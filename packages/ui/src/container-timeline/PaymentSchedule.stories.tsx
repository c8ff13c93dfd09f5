import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { balance, deposit } from './container-timeline.fixtures';
import { PaymentSchedule } from './PaymentSchedule';

const meta = {
  title: 'Container orders/PaymentSchedule',
  component: PaymentSchedule,
  args: { payments: [{ ...deposit, status: 0 }, balance] },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PaymentSchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just ordered: both payments open. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Open')).toHaveLength(2);
    await expect(canvas.queryByText('Overdue')).not.toBeInTheDocument();
  },
};

/** The deposit paid, part of the balance too: what remains is shown. */
export const Partial: Story = {
  args: { payments: [deposit, { ...balance, status: 1, openBalance: '$9,400.00' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Open balance')).toBeInTheDocument();
    await expect(canvas.getByText('$9,400.00')).toBeInTheDocument();
  },
};

export const Paid: Story = {
  args: { payments: [deposit, { ...balance, status: 2 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Paid')).toHaveLength(2);
  },
};

/** The balance is past due before loading. */
export const Overdue: Story = {
  args: { payments: [deposit, { ...balance, overdue: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Overdue')).toHaveClass('ui-badge--danger');
  },
};

export const Mobile: Story = {
  args: {
    payments: [deposit, { ...balance, status: 1, openBalance: '$9,400.00', overdue: true }],
  },
  globals: { viewport: { value: 'xs', isRotated: false } },
};
