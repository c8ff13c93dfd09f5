import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { IconButton } from './IconButton';

describe('Button', () => {
  it('is a button named by its text that calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to container</Button>);
    const button = screen.getByRole('button', { name: 'Add to container' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Updating...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Updating...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with the button look when asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/checkout">Checkout</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Checkout' });
    expect(link).toHaveAttribute('href', '/checkout');
    expect(link).toHaveClass('ui-button', 'ui-button--secondary');
  });
});

describe('IconButton', () => {
  it('takes its accessible name from label and hides the icon', () => {
    render(<IconButton label="Open menu" icon={<svg data-testid="icon" />} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(button).toBeEnabled();
  });
});
