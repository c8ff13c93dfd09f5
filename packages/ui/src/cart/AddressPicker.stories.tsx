import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Field, Input } from '../form';
import { AddressPicker, NEW_ADDRESS } from './AddressPicker';

const saved = [
  { id: '11', lines: ['Ana Cruz', 'Cruz Interiors', '1 Ayala Ave', 'Makati 1226, Philippines'] },
  { id: '12', lines: ['Ana Cruz', '9 Bonifacio St', 'Taguig 1634, Philippines'] },
];

function Picker({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AddressPicker
      legend="Billing address"
      name="billing"
      addresses={saved}
      value={value}
      onChange={setValue}
    >
      <Field label="Street" required>
        {(control) => <Input {...control} name="billing_street_1" />}
      </Field>
    </AddressPicker>
  );
}

const meta = {
  title: 'Commerce/AddressPicker',
  component: Picker,
  args: { initial: '11' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavedAddresses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /1 Ayala Ave/ })).toBeChecked();
    await expect(canvas.queryByLabelText(/Street/)).not.toBeInTheDocument();
  },
};

export const NewAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Use a new address' }));
    await expect(canvas.getByLabelText(/Street/)).toBeInTheDocument();
  },
};

export const NoSavedAddresses: Story = { args: { initial: NEW_ADDRESS } };
