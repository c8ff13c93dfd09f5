// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fittingPlan } from '../load-plan/load-plan.fixtures';
import { LoadPlan3D } from './LoadPlan3D';

describe('LoadPlan3D on the server', () => {
  it('renders the 2D view and the slider, and no canvas, without touching WebGL', () => {
    const html = renderToString(<LoadPlan3D plan={fittingPlan} />);
    expect(html).toContain('data-webgl="pending"');
    expect(html).not.toContain('<canvas');
    // From above, from the side and from the door.
    expect(html.match(/<svg/g)).toHaveLength(3);
    expect(html).toContain('type="range"');
  });
});
