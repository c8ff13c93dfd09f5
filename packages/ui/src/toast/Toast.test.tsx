import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a success status by default and closes after 5000 ms', () => {
    const onClose = vi.fn();
    render(<Toast open message="Added to cart" onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses the timeout it is given', () => {
    const onClose = vi.fn();
    render(<Toast open message="Saved" timeout={1500} onClose={onClose} />);
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('falls back to 5000 ms for a nonsensical timeout', () => {
    const onClose = vi.fn();
    render(<Toast open message="Saved" timeout={-1} onClose={onClose} />);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on its close button, and errors are alerts', () => {
    const onClose = vi.fn();
    render(<Toast open type="error" message="Insufficient stock" onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient stock');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing and runs no timer when closed', () => {
    const onClose = vi.fn();
    const { container } = render(<Toast open={false} message="x" onClose={onClose} />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
