import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, CountBadge } from './Badge';

describe('CountBadge', () => {
  it('shows the count and names it for screen readers', () => {
    render(<CountBadge count={3} label="items in cart" />);
    expect(screen.getByText('3 items in cart')).toHaveClass('ui-visually-hidden');
  });

  it('caps large counts', () => {
    render(<CountBadge count={250} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('renders nothing for zero, negative or non-finite counts', () => {
    const { container } = render(
      <>
        <CountBadge count={0} />
        <CountBadge count={-2} />
        <CountBadge count={Number.NaN} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Badge', () => {
  it('renders its text with the tone class', () => {
    render(<Badge tone="danger">40% Off</Badge>);
    expect(screen.getByText('40% Off')).toHaveClass('ui-badge--danger');
  });
});
