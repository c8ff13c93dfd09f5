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

  it("goes up to a cart line's 9,999 when given that maximum", () => {
    const onChange = vi.fn();
    render(<QuantityInput value={20} max={9_999} onChange={onChange} itemName="Chair" />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Chair' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Chair' }), {
      target: { value: '50' },
    });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onChange.mock.calls).toEqual([[21], [50]]);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Chair' }), {
      target: { value: '10000' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Quantity must be a whole number from 1 to 9999',
    );
  });

  it('drops what was typed when the value comes back unchanged (a refused update)', () => {
    const { rerender } = render(
      <QuantityInput value={2} max={9_999} onChange={vi.fn()} itemName="Chair" />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Chair' });
    fireEvent.change(input, { target: { value: '60' } });
    // The caller shows the pending 60, then the cart's own 2 again after the refusal.
    rerender(<QuantityInput value={60} max={9_999} onChange={vi.fn()} itemName="Chair" />);
    rerender(<QuantityInput value={2} max={9_999} onChange={vi.fn()} itemName="Chair" />);
    expect(input).toHaveValue(2);
  });

  describe('as forms (works without JavaScript)', () => {
    const form = {
      action: '/cart',
      fields: { intent: 'update', line_id: 'l1' },
      removeFields: { intent: 'remove', line_id: 'l1' },
    };
    const formOf = (name: string) => screen.getByRole('button', { name }).closest('form');
    const fieldsOf = (element: HTMLFormElement | null) =>
      Object.fromEntries(new FormData(element ?? undefined));

    it('posts each control as its own form with the quantity it asks for', () => {
      render(
        <QuantityInput
          value={4}
          onChange={vi.fn()}
          onRemove={vi.fn()}
          itemName="Desk"
          form={form}
        />,
      );
      const minus = formOf('Decrease quantity of Desk');
      expect(minus).toHaveAttribute('action', '/cart');
      expect(minus).toHaveAttribute('method', 'post');
      expect(fieldsOf(minus)).toEqual({ intent: 'update', line_id: 'l1', quantity: '3' });
      expect(fieldsOf(formOf('Increase quantity of Desk'))).toEqual({
        intent: 'update',
        line_id: 'l1',
        quantity: '5',
      });
      expect(fieldsOf(formOf('Update quantity of Desk'))).toEqual({
        intent: 'update',
        line_id: 'l1',
        quantity: '4',
      });
      expect(fieldsOf(formOf('Remove Desk from cart'))).toEqual({
        intent: 'remove',
        line_id: 'l1',
      });
    });

    it('once hydrated, reports instead of submitting: the step at once, Enter without the pause', () => {
      const onChange = vi.fn();
      const onRemove = vi.fn();
      const submitted = vi.fn();
      document.addEventListener('submit', submitted);
      render(
        <QuantityInput
          value={4}
          onChange={onChange}
          onRemove={onRemove}
          itemName="Desk"
          form={form}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Desk' }));
      fireEvent.click(screen.getByRole('button', { name: 'Remove Desk from cart' }));
      const input = screen.getByRole('spinbutton', { name: 'Quantity of Desk' });
      fireEvent.change(input, { target: { value: '7' } });
      fireEvent.submit(input.closest('form') ?? input);
      expect(onChange.mock.calls).toEqual([[5], [7]]);
      expect(onRemove).toHaveBeenCalledTimes(1);
      act(() => {
        vi.advanceTimersByTime(300);
      });
      // The debounced send was dropped: 7 went once.
      expect(onChange).toHaveBeenCalledTimes(2);
      document.removeEventListener('submit', submitted);
      expect(submitted.mock.calls.every(([event]) => (event as Event).defaultPrevented)).toBe(true);
    });
  });
});
