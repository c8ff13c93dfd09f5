import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartSummary } from './CartSummary';

function figure(term: string): string | null {
  const summary = screen.getByRole('region', { name: 'Cart summary' });
  const dt = within(summary).getByText(term);
  return dt.nextElementSibling?.textContent ?? null;
}

describe('CartSummary', () => {
  it('shows Subtotal, Taxes and Total (Incl. tax) with a Checkout link for logged-in customers', () => {
    render(<CartSummary subtotal={1000} taxes={100} total={1100} loggedIn />);
    expect(figure('Subtotal')).toBe('$1,000');
    expect(figure('Taxes')).toBe('$100');
    expect(figure('Total (Incl. tax)')).toBe('$1,100');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('scales subtotal and total for the RRP group', () => {
    render(<CartSummary subtotal={1000} taxes={100} total={1100} customerGroup="RRP" loggedIn />);
    expect(figure('Subtotal')).toBe('$600');
    expect(figure('Total (Incl. tax)')).toBe('$660');
  });

  it('hides Checkout from guests', () => {
    render(<CartSummary subtotal={10} taxes={1} total={11} loggedIn={false} />);
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reads Updating... and is disabled while the cart updates', () => {
    render(<CartSummary subtotal={10} taxes={1} total={11} loggedIn updating />);
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('shows the containers total for container carts only', () => {
    const { rerender } = render(
      <CartSummary subtotal={10} taxes={1} total={11} loggedIn containersTotal={2} />,
    );
    expect(figure('Containers total')).toBe('2');
    rerender(<CartSummary subtotal={10} taxes={1} total={11} loggedIn />);
    expect(screen.queryByText('Containers total')).not.toBeInTheDocument();
  });

  it('shows a dash rather than crashing on non-numeric figures', () => {
    render(<CartSummary subtotal={Number.NaN} taxes={Number.NaN} total={11} loggedIn />);
    expect(figure('Subtotal')).toBe('—');
    expect(figure('Taxes')).toBe('—');
  });
});
