import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantitySelector } from './QuantitySelector';

const meta = {
  title: 'Commerce/QuantitySelector',
  component: QuantitySelector,
  args: { value: 1, onChange: fn() },
} satisfies Meta<typeof QuantitySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneToTwenty: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Quantity' });
    await expect(within(select).getAllByRole('option')).toHaveLength(20);
    await userEvent.selectOptions(select, '12');
    await expect(args.onChange).toHaveBeenCalledWith(12);
  },
};

export const Disabled: Story = { args: { disabled: true, value: 4 } };
