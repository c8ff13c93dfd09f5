import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantitySelector } from './QuantitySelector';

describe('QuantitySelector', () => {
  it('offers exactly the quantities 1 to 20', () => {
    render(<QuantitySelector value={1} onChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Quantity' });
    const options = Array.from((select as HTMLSelectElement).options).map((o) => Number(o.value));
    expect(options).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('reports the chosen quantity as a number', async () => {
    const onChange = vi.fn();
    render(<QuantitySelector value={1} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '20');
    expect(onChange).toHaveBeenCalledWith(20);
  });

  it('shows a value outside the limits clamped into 1–20', () => {
    const { rerender } = render(<QuantitySelector value={99} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveValue('20');
    rerender(<QuantitySelector value={Number.NaN} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveValue('1');
  });

  it('posts the quantity with a form when named', () => {
    render(
      <form data-testid="form">
        <QuantitySelector name="quantity" value={7} onChange={vi.fn()} />
      </form>,
    );
    const form = screen.getByTestId<HTMLFormElement>('form');
    expect(new FormData(form).get('quantity')).toBe('7');
  });
});
