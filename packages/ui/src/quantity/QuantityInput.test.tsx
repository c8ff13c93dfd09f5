import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuantityInput } from './QuantityInput';

describe('QuantityInput', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has named controls and a number input with placeholder 0', () => {
    render(<QuantityInput value={2} onChange={vi.fn()} onRemove={vi.fn()} itemName="Oak desk" />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Oak desk' });
    expect(input).toHaveAttribute('placeholder', '0');
    expect(input).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Oak desk' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Oak desk' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove Oak desk from cart' })).toBeEnabled();
  });

  it('changes by one at once with + and −', () => {
    const onChange = vi.fn();
    render(<QuantityInput value={2} onChange={onChange} itemName="Oak desk" />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Oak desk' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Oak desk' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });

  it('stops at 1 and 20', () => {
    const { rerender } = render(<QuantityInput value={1} onChange={vi.fn()} itemName="Chair" />);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Chair' })).toBeDisabled();
    rerender(<QuantityInput value={20} onChange={vi.fn()} itemName="Chair" />);
    expect(screen.getByRole('button', { name: 'Increase quantity of Chair' })).toBeDisabled();
  });

  it('sends a typed quantity once, 300 ms after the last keystroke', () => {
    const onChange = vi.fn();
    render(<QuantityInput value={2} onChange={onChange} itemName="Chair" />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Chair' });
    fireEvent.change(input, { target: { value: '1' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.change(input, { target: { value: '12' } });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(12);
  });

  it('never sends a quantity outside 1–20 and says why', () => {
    const onChange = vi.fn();
    render(<QuantityInput value={2} onChange={onChange} itemName="Chair" />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Chair' });
    fireEvent.change(input, { target: { value: '25' } });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Quantity must be a whole number from 1 to 20');
    fireEvent.change(input, { target: { value: '' } });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('calls onRemove from the trash button and disables everything while updating', () => {
    const onRemove = vi.fn();
    const { rerender } = render(
      <QuantityInput value={2} onChange={vi.fn()} onRemove={onRemove} itemName="Chair" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Chair from cart' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    rerender(
      <QuantityInput value={2} onChange={vi.fn()} onRemove={onRemove} itemName="Chair" disabled />,
    );
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('spinbutton')).toBeDisabled();
  });
});
