import { OVER_CAPACITY_MESSAGE } from '@shop/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContainerGauge } from './ContainerGauge';

describe('ContainerGauge', () => {
  it('shows one meter per factory with CBM used of capacity', () => {
    render(
      <ContainerGauge
        containers={[
          { brandId: 40, brandName: 'Oakline', used: 12.5, capacity: 26, percent: 48.1 },
          { brandId: 7, brandName: 'Nordic Living', used: 3, capacity: 26, percent: 11.5 },
        ]}
      />,
    );
    const meter = screen.getByRole('meter', { name: 'Oakline' });
    expect(meter).toHaveAttribute('aria-valuenow', '12.5');
    expect(meter).toHaveAttribute('aria-valuemax', '26');
    expect(meter).toHaveAttribute('aria-valuetext', '12.500 of 26.000 CBM');
    expect(screen.getAllByRole('meter')).toHaveLength(2);
  });

  it('marks a factory over capacity and shows the over-capacity message', () => {
    render(
      <ContainerGauge
        overCapacity
        containers={[{ brandId: 40, brandName: 'Oakline', used: 27, capacity: 26, percent: 103.8 }]}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(OVER_CAPACITY_MESSAGE);
    expect(screen.getByRole('meter', { name: 'Oakline' })).toHaveAttribute(
      'aria-valuetext',
      '27.000 of 26.000 CBM, over capacity',
    );
  });

  it('shows the per cent full and the CBM remaining when the remaining volume is given', () => {
    render(
      <ContainerGauge
        containers={[
          {
            brandId: 40,
            brandName: 'Oakline',
            used: 12.5,
            capacity: 26,
            percent: 48.1,
            remaining: 13.5,
          },
          { brandId: 7, brandName: 'Nordic Living', used: 3, capacity: 26, percent: 11.5 },
        ]}
      />,
    );
    expect(screen.getByText('48.1% full · 13.500 CBM remaining')).toBeInTheDocument();
    expect(screen.queryByText(/11.5% full/)).not.toBeInTheDocument();
  });

  it('measures weight in whole kilograms when the unit is kg', () => {
    render(
      <ContainerGauge
        containers={[
          {
            brandId: 'weight',
            brandName: 'Weight',
            used: 28_160.4,
            capacity: 28_280,
            percent: 99.6,
            remaining: 119.6,
            unit: 'kg',
          },
          {
            brandId: 'over',
            brandName: 'Over',
            used: 30_000,
            capacity: 28_280,
            percent: 106.1,
            unit: 'kg',
          },
        ]}
      />,
    );
    expect(screen.getByRole('meter', { name: 'Weight' })).toHaveAttribute(
      'aria-valuetext',
      '28,160 of 28,280 kg',
    );
    expect(screen.getByText('99.6% full · 120 kg remaining')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Over' })).toHaveAttribute(
      'aria-valuetext',
      '30,000 of 28,280 kg, over capacity',
    );
  });
});
