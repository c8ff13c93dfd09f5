import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

describe('Price', () => {
  it('shows the list price for ordinary groups and guests', () => {
    const { container } = render(<Price listPrice={1234.5} customerGroup="Trade" />);
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText('40% Off')).not.toBeInTheDocument();
  });

  it('shows 60% of list price to RRP with the list price struck through', () => {
    const { container } = render(<Price listPrice={1000} customerGroup="RRP" />);
    expect(screen.getByText('$600')).toBeInTheDocument();
    expect(container.querySelector('s')).toHaveTextContent('Was $1,000');
    expect(screen.getByText('40% Off')).toBeInTheDocument();
  });

  it('reads Loading Price... while pending', () => {
    render(<Price listPrice={100} loading />);
    expect(screen.getByText('Loading Price...')).toBeInTheDocument();
    expect(screen.queryByText('$100')).not.toBeInTheDocument();
  });

  it('says the price is unavailable for missing or bad input instead of crashing', () => {
    render(
      <>
        <Price listPrice={null} />
        <Price listPrice={Number.NaN} />
        <Price listPrice={-5} />
      </>,
    );
    expect(screen.getAllByText('Price unavailable')).toHaveLength(3);
  });
});
