import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyPlan, fittingPlan } from '../load-plan/load-plan.fixtures';
import { LoadPlan3D } from './LoadPlan3D';

// jsdom has no WebGL: these are the fallback paths. The WebGL path runs in Chromium, in the
// Storybook tests (LoadPlan3D.stories.tsx).
describe('LoadPlan3D without WebGL', () => {
  it('shows the 2D view, everything loaded', () => {
    const { container } = render(<LoadPlan3D plan={fittingPlan} title="Nordic Oak Works" />);
    expect(container.querySelector('[data-slot="load-plan-3d"]')).toHaveAttribute(
      'data-webgl',
      'no',
    );
    expect(container.querySelector('canvas')).toBeNull();
    expect(screen.getByRole('img', { name: /^From above: 29 of 29/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nordic Oak Works' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `Step 29 of 29: ${String(fittingPlan.placed[28]?.carton.label)}`,
    );
  });

  it('drives the 2D view with the loading-step slider', () => {
    render(<LoadPlan3D plan={fittingPlan} />);
    const slider = screen.getByRole('slider', { name: 'Loading step' });
    fireEvent.change(slider, { target: { value: '3' } });
    expect(slider).toHaveAttribute('aria-valuetext', 'Step 3 of 29');
    expect(screen.getByRole('img', { name: /^From above: 3 of 29/ })).toBeInTheDocument();
    fireEvent.change(slider, { target: { value: '0' } });
    expect(screen.getByRole('status')).toHaveTextContent('Step 0 of 29: empty container');
  });

  it('starts at the step asked for, kept within the plan', () => {
    const { unmount } = render(<LoadPlan3D plan={fittingPlan} initialStep={7} />);
    expect(screen.getByRole('slider')).toHaveValue('7');
    unmount();
    render(<LoadPlan3D plan={fittingPlan} initialStep={500} />);
    expect(screen.getByRole('slider')).toHaveValue('29');
  });

  it('shows a fallback of the caller’s, and disables the slider of an empty plan', () => {
    render(<LoadPlan3D plan={emptyPlan} fallback={<p>Plan image</p>} mode="2d" />);
    expect(screen.getByText('Plan image')).toBeInTheDocument();
    expect(screen.getByRole('slider')).toBeDisabled();
  });
});

describe('LoadPlan3D legend', () => {
  it('shows the products in the 2D view’s colours, counted to the slider’s step', () => {
    render(<LoadPlan3D plan={fittingPlan} mode="2d" />);
    expect(screen.getAllByRole('list', { name: 'Products' })).toHaveLength(1);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '0' } });
    expect(screen.getByRole('list', { name: 'Products' })).toHaveTextContent(
      'Harbour dining chair: 0 of 24 cartons',
    );
  });

  it('leaves the legend to the caller when asked', () => {
    render(<LoadPlan3D plan={fittingPlan} mode="2d" legend={false} />);
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  });
});
