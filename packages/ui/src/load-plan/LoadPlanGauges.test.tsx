import { OVER_CAPACITY_MESSAGE } from '@shop/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fittingPlan, overWeightPlan } from './load-plan.fixtures';
import { LoadPlanGauges } from './LoadPlanGauges';

describe('LoadPlanGauges', () => {
  it('shows volume in CBM and weight in kg on the container gauge', () => {
    render(<LoadPlanGauges plan={fittingPlan} />);
    const volume = screen.getByRole('meter', { name: 'Volume' });
    expect(volume).toHaveAttribute('aria-valuemax', String(fittingPlan.volume.capacityCbm));
    expect(volume.getAttribute('aria-valuetext')).toMatch(/^\d+\.\d{3} of 33\.196 CBM$/);
    const weight = screen.getByRole('meter', { name: 'Weight' });
    expect(weight.getAttribute('aria-valuetext')).toMatch(/^[\d,]+ of 28,280 kg$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads over capacity by what the cart asks for, not by what was placed', () => {
    render(<LoadPlanGauges plan={overWeightPlan} overCapacity />);
    expect(screen.getByRole('alert')).toHaveTextContent(OVER_CAPACITY_MESSAGE);
    expect(screen.getByRole('meter', { name: 'Weight' })).toHaveAttribute(
      'aria-valuetext',
      '32,400 of 28,280 kg, over capacity',
    );
    expect(screen.getByText('114.6% full · 0 kg remaining')).toBeInTheDocument();
  });
});
