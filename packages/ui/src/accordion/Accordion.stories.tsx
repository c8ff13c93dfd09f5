import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const meta = {
  title: 'Layout/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'delivery',
        title: 'Delivery',
        content: <p>Full containers ship direct from the factory.</p>,
      },
      {
        id: 'returns',
        title: 'Returns',
        content: <p>Damaged goods are replaced within 30 days.</p>,
      },
      {
        id: 'trade',
        title: 'Trade accounts',
        content: <p>Apply online; approval takes one business day.</p>,
      },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const IndependentSections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const delivery = canvas.getByRole('button', { name: 'Delivery' });
    const returns = canvas.getByRole('button', { name: 'Returns' });
    await userEvent.click(delivery);
    await userEvent.click(returns);
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(delivery);
    await expect(delivery).toHaveAttribute('aria-expanded', 'false');
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
  },
};

export const OneOpen: Story = { args: { defaultOpen: ['returns'] } };
