import { planViews } from '@shop/domain/load-plan';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyPlan, estimatedPlan, fittingPlan } from './load-plan.fixtures';
import { LoadPlanView2D } from './LoadPlanView2D';
import { lineColours } from './palette';

describe('LoadPlanView2D', () => {
  it('draws every placed carton from above, from the side and from the door, each labelled', () => {
    const { container } = render(
      <LoadPlanView2D plan={fittingPlan} title="Nordic Oak Works, 20 ft" />,
    );
    for (const name of ['From above', 'From the side', 'From the door']) {
      const view = screen.getByRole('img', {
        name: new RegExp(`^${name}: 29 of 29 cartons loaded`),
      });
      expect(view.querySelectorAll('rect[data-carton]')).toHaveLength(29);
    }
    // The labels are on the page, not only in the pictures' accessible names.
    expect(
      [...container.querySelectorAll('.ui-load-plan-2d__label')].map((l) => l.textContent),
    ).toEqual(['From above', 'From the side', 'From the door']);
    expect(screen.getByText('Nordic Oak Works, 20 ft')).toBeInTheDocument();
  });

  it('draws what planViews lays out, in its painting order and the product colours', () => {
    render(<LoadPlanView2D plan={fittingPlan} />);
    const colours = lineColours(fittingPlan);
    for (const view of planViews(fittingPlan)) {
      const svg = screen.getByRole('img', { name: new RegExp(`^${view.label}:`) });
      const rects = [...svg.querySelectorAll('rect[data-carton]')];
      expect(rects.map((r) => r.getAttribute('data-carton'))).toEqual(
        view.rects.map((r) => r.carton.carton.id),
      );
      view.rects.forEach((r, i) => {
        expect(rects[i]).toHaveAttribute('x', String(r.x));
        expect(rects[i]).toHaveAttribute('y', String(r.y));
        expect(rects[i]).toHaveAttribute('width', String(r.width));
        expect(rects[i]).toHaveAttribute('height', String(r.height));
        expect(rects[i]).toHaveAttribute('fill', colours.get(r.carton.carton.lineKey));
      });
    }
    const first = fittingPlan.placed[0];
    const top = screen.getByRole('img', { name: /^From above/ });
    expect(
      top.querySelector(`rect[data-carton="${String(first?.carton.id)}"] title`),
    ).toHaveTextContent(`Step 1: ${String(first?.carton.label)} (${String(first?.carton.id)})`);
  });

  it('shows only the cartons loaded up to a step, and counts them per product', () => {
    render(<LoadPlanView2D plan={fittingPlan} step={5} />);
    const top = screen.getByRole('img', { name: /^From above: 5 of 29 cartons loaded/ });
    const steps = [...top.querySelectorAll('rect[data-carton]')].map((r) =>
      Number(r.getAttribute('data-step')),
    );
    expect(steps.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    const legend = screen.getByRole('list', { name: 'Products' });
    const rows = within(legend).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const placedInFive = fittingPlan.placed.slice(0, 5);
    const chairsInFive = placedInFive.filter((p) => p.carton.lineKey === 'CH-OAK').length;
    expect(legend).toHaveTextContent(`Harbour dining chair: ${String(chairsInFive)} of 24 cartons`);
  });

  it('leaves the legend to the caller when asked', () => {
    render(<LoadPlanView2D plan={fittingPlan} legend={false} />);
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('draws an empty container without a legend', () => {
    render(<LoadPlanView2D plan={emptyPlan} />);
    expect(screen.getByRole('img', { name: /^From above: 0 of 0/ })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders on the server as plain SVG', () => {
    const html = renderToString(<LoadPlanView2D plan={estimatedPlan} />);
    expect(html).toContain('<svg');
    expect(html.match(/data-carton=/g)).toHaveLength(estimatedPlan.placed.length * 3);
    expect(html).not.toContain('<script');
  });
});
