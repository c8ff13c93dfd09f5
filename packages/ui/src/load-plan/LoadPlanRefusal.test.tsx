import { OVER_CAPACITY_MESSAGE } from '@shop/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noFitPlan, overVolumePlan, overWeightPlan } from './load-plan.fixtures';
import { LoadPlanRefusal } from './LoadPlanRefusal';

describe('LoadPlanRefusal', () => {
  it.each([
    [
      'volume',
      overVolumePlan,
      /^Volume: The cartons take 58\.330 CBM; the container holds 33\.196 CBM\.$/,
    ],
    [
      'weight',
      overWeightPlan,
      /^Weight: The cartons weigh 32,400 kg; the container takes 28,280 kg\.$/,
    ],
    [
      'fit',
      noFitPlan,
      /^Fit: 2 cartons cannot be placed: stacking, turning or the door opening leave no room\.$/,
    ],
  ] as const)(
    'names the reason %s beside the over-capacity text, with its figures',
    (reason, plan, text) => {
      render(<LoadPlanRefusal reason={reason} plan={plan} />);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveAttribute('data-reason', reason);
      expect(alert.firstElementChild).toHaveTextContent(OVER_CAPACITY_MESSAGE);
      expect(alert.lastElementChild?.textContent).toMatch(text);
    },
  );

  it.each([
    ['volume', 'Volume: The cartons take more space than the container holds.'],
    ['weight', 'Weight: The cartons weigh more than the container may carry.'],
    [
      'fit',
      'Fit: Some cartons cannot be placed: stacking, turning or the door opening leave no room.',
    ],
    ['cartons', 'Cartons: More cartons than one container is planned with (at most 4,000).'],
    [
      'time',
      'Planning time: The container could not be planned in time, so the add is not confirmed. Please try again.',
    ],
  ] as const)('says why (%s) without a plan too', (reason, text) => {
    render(<LoadPlanRefusal reason={reason} />);
    expect(screen.getByRole('alert').lastElementChild).toHaveTextContent(text);
  });

  it('counts one carton in the singular', () => {
    render(
      <LoadPlanRefusal
        reason="fit"
        plan={{ ...noFitPlan, unplaced: noFitPlan.unplaced.slice(0, 1) }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Fit: 1 carton cannot be placed');
  });
});
