import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './NewsletterForm';

describe('NewsletterForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the prompt and a labelled email field', () => {
    render(<NewsletterForm status="idle" onSubmit={vi.fn()} />);
    expect(screen.getByText('Be the first to know about our best deals!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
  });

  it('checks the email 500 ms after typing stops', () => {
    render(<NewsletterForm status="idle" onSubmit={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Checking' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    fireEvent.change(input, { target: { value: 'buyer@trade.example' } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('submits a valid email, trimmed, and refuses an empty one', () => {
    const onSubmit = vi.fn();
    render(<NewsletterForm status="idle" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: ' buyer@trade.example ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('buyer@trade.example');
  });

  it('submits what was typed before the form hydrated', () => {
    const onSubmit = vi.fn();
    render(<NewsletterForm status="idle" onSubmit={onSubmit} />);
    // Typed into the server-rendered field: in the DOM, never seen by React.
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
    input.value = 'early@trade.example';
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('early@trade.example');
    expect(input).toHaveValue('early@trade.example');
  });

  it('is busy while loading, shows the returned message on success, and an alert on error', () => {
    const { rerender } = render(<NewsletterForm status="loading" onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    rerender(
      <NewsletterForm
        status="success"
        message="Almost finished... please confirm"
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Almost finished... please confirm');
    rerender(
      <NewsletterForm
        status="error"
        message="buyer@trade.example is already subscribed"
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('already subscribed');
  });
});
