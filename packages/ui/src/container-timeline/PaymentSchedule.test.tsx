import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { balance, deposit } from './container-timeline.fixtures';
import { PaymentSchedule } from './PaymentSchedule';

function row(name: RegExp) {
  const item = screen
    .getAllByRole('listitem')
    .find((candidate) => name.test(candidate.textContent));
  if (!item) throw new Error(`no payment row matches ${String(name)}`);
  return item;
}

/** The figures of a row as term → definition. */
function figures(item: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(item)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('PaymentSchedule', () => {
  it('lists the deposit and the balance with amount, due date and status', () => {
    render(<PaymentSchedule payments={[deposit, balance]} />);
    const list = screen.getByRole('list', { name: 'Payments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const depositRow = row(/Deposit/);
    expect(figures(depositRow)).toEqual({ Amount: '$12,600.00', Due: 'Fri 11 Dec' });
    expect(within(depositRow).getByText('Paid')).toHaveClass('ui-badge--success');
    expect(depositRow.querySelector('time')).toHaveAttribute('dateTime', '2026-12-11');
    const balanceRow = row(/Balance/);
    expect(figures(balanceRow)).toEqual({ Amount: '$29,400.00', Due: 'Fri 8 Jan' });
    expect(within(balanceRow).getByText('Open')).toHaveClass('ui-badge--neutral');
    expect(balanceRow.querySelector('time')).toBeNull();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('shows the open balance of a partly paid payment', () => {
    render(
      <PaymentSchedule payments={[deposit, { ...balance, status: 1, openBalance: '$9,400.00' }]} />,
    );
    const balanceRow = row(/Balance/);
    expect(within(balanceRow).getByText('Partially paid')).toHaveClass('ui-badge--warning');
    expect(figures(balanceRow)).toEqual({
      Amount: '$29,400.00',
      Due: 'Fri 8 Jan',
      'Open balance': '$9,400.00',
    });
  });

  it('shows no open balance unless the payment is partly paid', () => {
    render(<PaymentSchedule payments={[{ ...balance, openBalance: '$29,400.00' }]} />);
    expect(screen.queryByText('Open balance')).not.toBeInTheDocument();
  });

  it('marks an overdue payment in words', () => {
    render(<PaymentSchedule payments={[deposit, { ...balance, overdue: true }]} />);
    const balanceRow = row(/Balance/);
    expect(balanceRow).toHaveAttribute('data-overdue', 'true');
    expect(within(balanceRow).getByText('Overdue')).toHaveClass('ui-badge--danger');
    expect(row(/Deposit/)).not.toHaveAttribute('data-overdue');
  });

  it('never shows a paid payment as overdue', () => {
    render(
      <PaymentSchedule payments={[{ ...deposit, overdue: true }]} label="Container 1 payments" />,
    );
    expect(screen.getByRole('list', { name: 'Container 1 payments' })).toBeInTheDocument();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });
});
