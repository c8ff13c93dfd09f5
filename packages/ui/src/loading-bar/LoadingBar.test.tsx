import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './LoadingBar';

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows only after the 200 ms throttle, 3 px high', () => {
    render(<LoadingBar loading />);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar.style.getPropertyValue('--ui-loading-bar-height')).toBe('3px');
    expect(bar.style.getPropertyValue('--ui-loading-bar-duration')).toBe('2000ms');
  });

  it('never shows for a load shorter than the throttle', () => {
    const { rerender } = render(<LoadingBar loading />);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    rerender(<LoadingBar loading={false} />);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('hides when loading ends', () => {
    const { rerender } = render(<LoadingBar loading />);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    rerender(<LoadingBar loading={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
