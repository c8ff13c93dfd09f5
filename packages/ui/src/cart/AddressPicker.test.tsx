import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddressPicker, NEW_ADDRESS } from './AddressPicker';

const saved = [
  { id: '11', lines: ['Ana Cruz', 'Cruz Interiors', '1 Ayala Ave', 'Makati 1226', null] },
  { id: '12', lines: ['Ana Cruz', '', '9 Bonifacio St', 'Taguig 1634'] },
];

function Controlled({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('11');
  return (
    <AddressPicker
      legend="Billing address"
      name="billing"
      addresses={saved}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    >
      <label>
        Street
        <input name="billing_street_1" />
      </label>
    </AddressPicker>
  );
}

describe('AddressPicker', () => {
  it('offers each saved address and a new one, in a named group', () => {
    render(<Controlled />);
    const group = screen.getByRole('group', { name: 'Billing address' });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /1 Ayala Ave/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Use a new address' })).toHaveAttribute(
      'value',
      NEW_ADDRESS,
    );
    // Blank lines are left out.
    const second = screen.getByRole('radio', { name: /9 Bonifacio St/ });
    const label = document.querySelector(`label[for="${second.id}"]`);
    expect(label?.children).toHaveLength(3);
  });

  it('shows the new-address fields only while that choice is picked', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(screen.queryByLabelText('Street')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Use a new address' }));
    expect(onChange).toHaveBeenCalledWith(NEW_ADDRESS);
    expect(screen.getByLabelText('Street')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /9 Bonifacio St/ }));
    expect(onChange).toHaveBeenLastCalledWith('12');
    expect(screen.queryByLabelText('Street')).not.toBeInTheDocument();
  });

  it('announces a group error', () => {
    render(
      <AddressPicker
        legend="Shipping address"
        name="shipping"
        addresses={[]}
        value={NEW_ADDRESS}
        onChange={() => undefined}
        error="This address was refused"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This address was refused');
    expect(screen.getByRole('group', { name: 'Shipping address' })).toHaveAccessibleDescription(
      'This address was refused',
    );
  });
});
