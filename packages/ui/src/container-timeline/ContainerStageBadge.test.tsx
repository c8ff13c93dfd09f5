import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContainerStageBadge, type ContainerStage } from './ContainerStageBadge';

describe('ContainerStageBadge', () => {
  it.each([
    ['awaiting-deposit', 'Awaiting deposit', 'ui-badge--warning'],
    ['in-production', 'In production', 'ui-badge--neutral'],
    ['cargo-ready', 'Cargo ready', 'ui-badge--neutral'],
    ['gated-in', 'Gated in', 'ui-badge--brand'],
    ['loaded', 'Loaded', 'ui-badge--brand'],
    ['on-the-water', 'On the water', 'ui-badge--info'],
    ['arrived', 'Arrived', 'ui-badge--success'],
    ['discharged', 'Discharged', 'ui-badge--success'],
    ['delivered', 'Delivered', 'ui-badge--success'],
  ] as const)('shows %s as "%s" in the tone %s', (stage, label, tone) => {
    render(<ContainerStageBadge stage={stage} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveClass('ui-badge', tone);
    expect(badge).toHaveAttribute('data-stage', stage);
  });

  it('takes a label in place of the stage name, keeping the tone', () => {
    const stage: ContainerStage = 'on-the-water';
    render(<ContainerStageBadge stage={stage} label="En mer" className="extra" />);
    expect(screen.getByText('En mer')).toHaveClass('ui-badge--info', 'extra');
    expect(screen.queryByText('On the water')).not.toBeInTheDocument();
  });
});
