import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderReview } from './OrderReview';

const meta = {
  title: 'Commerce/OrderReview',
  component: OrderReview,
  args: {
    lines: [
      {
        id: 'a',
        name: 'Harbour oak dining table 1800 (Container)',
        sku: 'HBR-DT-1800-OAK',
        quantity: 4,
        unitPrice: 689,
        lineTotal: 2756,
      },
      {
        id: 'b',
        name: 'Harbour dining chair, natural oak (Container)',
        sku: 'HBR-DC-OAK',
        quantity: 16,
        unitPrice: 129.5,
        lineTotal: 2072,
      },
    ],
    subtotal: 4828,
    taxes: 482.8,
    total: 5310.8,
    containersTotal: 1,
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof OrderReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContainerOrder: Story = {
  play: async ({ canvasElement }) => {
    const review = within(canvasElement).getByRole('region', { name: 'Order review' });
    await expect(within(review).getByText('$5,310.80')).toBeInTheDocument();
    await expect(within(review).getByText('Containers total')).toBeInTheDocument();
  },
};

export const RrpCustomer: Story = {
  args: {
    lines: [
      {
        id: 'a',
        name: 'Harbour oak dining table 1800 (Container)',
        sku: 'HBR-DT-1800-OAK',
        quantity: 4,
        unitPrice: 413.4,
        lineTotal: 1653.6,
      },
    ],
    subtotal: 1653.6,
    taxes: 165.36,
    total: 1818.96,
    containersTotal: null,
  },
};
