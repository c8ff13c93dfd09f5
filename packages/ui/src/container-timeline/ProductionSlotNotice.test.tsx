import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductionSlotNotice } from './ProductionSlotNotice';

describe('ProductionSlotNotice', () => {
  it('says by when to order for which departure, as a note named for the factory', () => {
    render(
      <ProductionSlotNotice factory="Nordic Oak Works" cutoff="Fri 4 Dec" departure="18 Jan" />,
    );
    const note = screen.getByRole('note', { name: 'Production slot, Nordic Oak Works' });
    expect(note).toHaveTextContent(
      'Nordic Oak WorksOrder by Fri 4 Dec for the slot that departs around 18 Jan.',
    );
    expect(note).not.toHaveAttribute('data-full');
    expect(note.querySelector('time')).toBeNull();
  });

  it('puts the dates in <time> when given machine dates', () => {
    render(
      <ProductionSlotNotice
        factory="Nordic Oak Works"
        cutoff="Fri 4 Dec"
        cutoffDateTime="2026-12-04"
        departure="18 Jan"
        departureDateTime="2027-01-18"
      />,
    );
    const times = [...screen.getByRole('note').querySelectorAll('time')];
    expect(times.map((time) => [time.textContent, time.getAttribute('dateTime')])).toEqual([
      ['Fri 4 Dec', '2026-12-04'],
      ['18 Jan', '2027-01-18'],
    ]);
  });

  it('when the slot is full, says the order goes into the next slot', () => {
    render(
      <ProductionSlotNotice
        factory="Harbour Living"
        cutoff="Fri 4 Dec"
        departure="18 Jan"
        full
        nextDeparture="15 Feb"
      />,
    );
    const note = screen.getByRole('note', { name: 'Production slot, Harbour Living' });
    expect(note).toHaveAttribute('data-full', 'true');
    expect(note).toHaveTextContent(
      'The slot that departs around 18 Jan is full, so this order goes into the next slot, which departs around 15 Feb.',
    );
    expect(note).not.toHaveTextContent('Order by');
  });

  it('when full without the next departure, still says where the order goes', () => {
    render(
      <ProductionSlotNotice factory="Harbour Living" cutoff="Fri 4 Dec" departure="18 Jan" full />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      /is full, so this order goes into the next slot\.$/,
    );
  });

  it('takes the sentence from the caller', () => {
    render(
      <ProductionSlotNotice factory="Atelier Sud" cutoff="Fri 4 Dec" departure="18 Jan">
        Order this week to sail in January.
      </ProductionSlotNotice>,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Atelier SudOrder this week to sail in January.');
    expect(note).not.toHaveTextContent('departs around');
  });
});
