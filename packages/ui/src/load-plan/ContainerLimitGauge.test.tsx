import { bindingLimit } from '@shop/domain/load-plan';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fittingPlan, noFitPlan, overWeightPlan } from './load-plan.fixtures';
import { bindingLimitText, ContainerLimitGauge } from './ContainerLimitGauge';

describe('ContainerLimitGauge', () => {
  it('is one meter naming the limit that binds and what is left of it', () => {
    const limit = bindingLimit({ cbm: { used: 3, capacity: 26 }, plan: fittingPlan });
    render(<ContainerLimitGauge limit={limit} />);
    const meter = screen.getByRole('meter', { name: 'Container fill' });
    expect(screen.getAllByRole('meter')).toHaveLength(1);
    expect(meter).toHaveAttribute('aria-valuenow', String(limit.percent));
    // The plan's cartons fill more of the box than 3 CBM of 26: the fit binds.
    expect(limit.limit).toBe('fit');
    const left = (fittingPlan.volume.capacityCbm - fittingPlan.volume.requestedCbm).toFixed(3);
    expect(screen.getByText(`Limited by the cartons' fit: ${left} CBM left`)).toBeInTheDocument();
    const figures = within(screen.getByRole('list', { name: 'Every limit' })).getAllByRole(
      'listitem',
    );
    expect(figures.map((f) => f.getAttribute('data-limit'))).toEqual(['fit', 'cbm', 'weight']);
    expect(figures[1]).toHaveTextContent('Products 3.000 of 26.000 CBM (the CBM rule) · 11.5%');
    expect(figures[2]).toHaveTextContent(/^Weight [\d,]+ of 28,280 kg payload · [\d.]+%$/);
  });

  it('names the CBM rule when the products fill it first', () => {
    const limit = bindingLimit({ cbm: { used: 24.5, capacity: 26 }, plan: fittingPlan });
    render(<ContainerLimitGauge limit={limit} />);
    expect(screen.getByText('Limited by the CBM rule: 1.500 CBM left')).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      '94.2%: Limited by the CBM rule: 1.500 CBM left',
    );
  });

  it('says what a refused container is over, full and in the danger colour', () => {
    const heavy = bindingLimit({ cbm: { used: 10, capacity: 26 }, plan: overWeightPlan });
    const { container, rerender } = render(<ContainerLimitGauge limit={heavy} />);
    expect(screen.getByText('Over the payload by 4,120 kg')).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('data-state', 'over');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');

    const misfit = bindingLimit({ cbm: { used: 10, capacity: 26 }, plan: noFitPlan });
    rerender(<ContainerLimitGauge limit={misfit} cartonsLeftOut={noFitPlan.unplaced.length} />);
    expect(
      screen.getByText(
        `${String(noFitPlan.unplaced.length)} cartons do not fit: stacking, turning or the door opening leave no room`,
      ),
    ).toBeInTheDocument();

    const cbm = bindingLimit({ cbm: { used: 27, capacity: 26 }, plan: null });
    expect(bindingLimitText(cbm)).toBe('Over the CBM rule by 1.000 CBM');
  });
});
