import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderReview } from './OrderReview';

const lines = [
  {
    id: 'a',
    name: 'Harbour table (Container)',
    sku: 'HBR-T',
    quantity: 2,
    unitPrice: 689,
    lineTotal: 1378,
  },
  {
    id: 'b',
    name: 'Harbour chair (Container)',
    sku: 'HBR-C',
    quantity: 8,
    unitPrice: 129.5,
    lineTotal: 1036,
  },
];

function figure(term: string) {
  return within(screen.getByRole('region', { name: 'Order review' })).getByText(term)
    .nextElementSibling?.textContent;
}

describe('OrderReview', () => {
  it('lists each line with quantity, unit price and line total', () => {
    render(<OrderReview lines={lines} subtotal={2414} taxes={241.4} total={2655.4} />);
    const rows = screen.getAllByRole('row');
    // Header row plus one per line.
    expect(rows).toHaveLength(3);
    const chair = screen.getByRole('rowheader', { name: /Harbour chair/ }).closest('tr');
    expect(chair).not.toBeNull();
    expect(
      within(chair as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '$129.50', '$1,036']);
  });

  it('shows Subtotal, Taxes and Total (Incl. tax), and containers only when given', () => {
    const { rerender } = render(
      <OrderReview lines={lines} subtotal={2414} taxes={241.4} total={2655.4} />,
    );
    expect(figure('Subtotal')).toBe('$2,414');
    expect(figure('Taxes')).toBe('$241.40');
    expect(figure('Total (Incl. tax)')).toBe('$2,655.40');
    expect(screen.queryByText('Containers total')).not.toBeInTheDocument();
    rerender(
      <OrderReview
        lines={lines}
        subtotal={2414}
        taxes={241.4}
        total={2655.4}
        containersTotal={2}
      />,
    );
    expect(figure('Containers total')).toBe('2');
  });
});
