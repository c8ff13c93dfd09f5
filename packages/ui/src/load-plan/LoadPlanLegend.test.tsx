import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyPlan, fittingPlan, overVolumePlan } from './load-plan.fixtures';
import { LoadPlanLegend } from './LoadPlanLegend';
import { lineColours } from './palette';

describe('LoadPlanLegend', () => {
  it('lists each product once with its colour and cartons loaded', () => {
    render(<LoadPlanLegend plan={fittingPlan} />);
    const rows = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    const colours = lineColours(fittingPlan);
    expect(rows).toHaveLength(colours.size);
    for (const row of rows) {
      const swatch = row.querySelector('.ui-load-plan-legend__swatch');
      expect(swatch).toHaveStyle({ background: colours.get(row.getAttribute('data-line') ?? '') });
    }
    expect(screen.getByRole('list')).toHaveTextContent('Harbour dining chair: 24 of 24 cartons');
  });

  it('counts the cartons left out in the total', () => {
    render(<LoadPlanLegend plan={overVolumePlan} />);
    expect(screen.getByRole('list')).toHaveTextContent(
      `Harbour dining chair: ${String(overVolumePlan.placed.length)} of 350 cartons`,
    );
  });

  it('is nothing for an empty plan', () => {
    const { container } = render(<LoadPlanLegend plan={emptyPlan} />);
    expect(container).toBeEmptyDOMElement();
  });
});
