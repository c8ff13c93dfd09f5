import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field, Input } from './Field';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Order number',
    hint: 'Your reference, up to 30 characters',
    children: (control) => <Input {...control} defaultValue="PO-2291" />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const TouchedWithError: Story = {
  args: { touched: true, dirty: true, error: 'Order number must be less than 30 characters' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Order number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Your reference, up to 30 characters Order number must be less than 30 characters',
    );
  },
};

export const Pending: Story = { args: { touched: true, dirty: true, pending: true } };

export const Valid: Story = { args: { touched: true, dirty: true, valid: true } };

export const Required: Story = {
  args: {
    label: 'Company',
    hint: undefined,
    required: true,
    children: (control) => <Input {...control} />,
  },
};
