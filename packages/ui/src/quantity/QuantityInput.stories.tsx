import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuantityInput, type QuantityInputProps } from './QuantityInput';

function Controlled(props: QuantityInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityInput
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/QuantityInput',
  component: QuantityInput,
  args: { value: 2, itemName: 'Harbour dining chair', onChange: fn(), onRemove: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof QuantityInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlusAndMinus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Increase quantity of Harbour dining chair' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Decrease quantity of Harbour dining chair' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const TypedAfterDebounce: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', {
      name: 'Quantity of Harbour dining chair',
    });
    await userEvent.clear(input);
    await userEvent.type(input, '15');
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(15));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const OutOfRange: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Remove: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Remove Harbour dining chair from cart' }),
    );
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const AtLimits: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <QuantityInput {...args} value={1} itemName="Chair at minimum" />
      <QuantityInput {...args} value={20} itemName="Chair at maximum" />
    </div>
  ),
};

export const Updating: Story = { args: { disabled: true } };

/**
 * A cart line: up to 9,999, and every control also a plain form posting to the app (it works
 * before or without JavaScript); here, hydrated, the handlers answer and nothing is posted.
 */
export const CartLineAsForms: Story = {
  args: {
    value: 48,
    max: 9_999,
    form: {
      action: '/cart',
      fields: { intent: 'update', line_id: 'line-1' },
      removeFields: { intent: 'remove', line_id: 'line-1' },
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: 'Increase quantity of Harbour dining chair' });
    await expect(plus.closest('form')).toHaveAttribute('action', '/cart');
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith(49);
    const field = canvas.getByRole('spinbutton', { name: 'Quantity of Harbour dining chair' });
    await userEvent.clear(field);
    await userEvent.type(field, '120{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(120);
  },
};
