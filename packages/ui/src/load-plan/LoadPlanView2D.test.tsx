import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyPlan, estimatedPlan, fittingPlan } from './load-plan.fixtures';
import { LoadPlanView2D } from './LoadPlanView2D';

describe('LoadPlanView2D', () => {
  it('draws every placed carton from above and from the side', () => {
    render(<LoadPlanView2D plan={fittingPlan} title="Nordic Oak Works, 20 ft" />);
    const top = screen.getByRole('img', { name: /^Seen from above: 29 of 29 cartons loaded/ });
    const side = screen.getByRole('img', { name: /^Seen from the side: 29 of 29 cartons loaded/ });
    expect(top.querySelectorAll('rect[data-carton]')).toHaveLength(29);
    expect(side.querySelectorAll('rect[data-carton]')).toHaveLength(29);
    expect(screen.getByText('Nordic Oak Works, 20 ft')).toBeInTheDocument();
  });

  it('places each carton where the plan puts it, the side view with the floor at the bottom', () => {
    render(<LoadPlanView2D plan={fittingPlan} />);
    const first = fittingPlan.placed[0];
    const top = screen.getByRole('img', { name: /^Seen from above/ });
    const side = screen.getByRole('img', { name: /^Seen from the side/ });
    const fromAbove = top.querySelector(`rect[data-carton="${String(first?.carton.id)}"]`);
    expect(fromAbove).toHaveAttribute('x', String(first?.x));
    expect(fromAbove).toHaveAttribute('y', String(first?.y));
    expect(fromAbove).toHaveAttribute('width', String(first?.length));
    const fromSide = side.querySelector(`rect[data-carton="${String(first?.carton.id)}"]`);
    expect(fromSide).toHaveAttribute(
      'y',
      String(fittingPlan.container.inner.height - (first?.z ?? 0) - (first?.height ?? 0)),
    );
    expect(fromAbove?.querySelector('title')).toHaveTextContent(
      `Step 1: ${String(first?.carton.label)} (${String(first?.carton.id)})`,
    );
  });

  it('shows only the cartons loaded up to a step, and counts them per product', () => {
    render(<LoadPlanView2D plan={fittingPlan} step={5} />);
    const top = screen.getByRole('img', { name: /^Seen from above: 5 of 29 cartons loaded/ });
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

  it('draws an empty container without a legend', () => {
    render(<LoadPlanView2D plan={emptyPlan} />);
    expect(screen.getByRole('img', { name: /^Seen from above: 0 of 0/ })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders on the server as plain SVG', () => {
    const html = renderToString(<LoadPlanView2D plan={estimatedPlan} />);
    expect(html).toContain('<svg');
    expect(html.match(/data-carton=/g)).toHaveLength(estimatedPlan.placed.length * 2);
    expect(html).not.toContain('<script');
  });
});
