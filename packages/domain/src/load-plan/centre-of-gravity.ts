import type { LoadPlanAxis, LoadPlanWarning } from './plan-types';
import type { Box } from './items';

/**
 * How far the centre of gravity may sit from where it should, as a share of the inner size:
 * lengthwise 10 % of the length either side of the middle, across 5 % of the width either
 * side of the middle, and no higher than half the inner height. A simplification of the
 * CTU Code's guidance (IMO/ILO/UNECE, chapter 9 and annex 7): keep the cargo's mass centred
 * along the length (it warns against more than 60 % of it in one half) and across the width,
 * and heavy goods low. A partly filled container loaded from the back wall is off centre by
 * nature: the warning tells the buyer to spread or brace the load, it does not refuse it.
 */
export const CENTRE_OF_GRAVITY_TOLERANCE = { length: 0.1, width: 0.05, height: 0.5 } as const;

/** A warning per axis on which the centre of gravity sits beyond its tolerance. */
export function centreWarnings(
  cog: { x: number; y: number; z: number },
  box: Box,
): LoadPlanWarning[] {
  const warnings: LoadPlanWarning[] = [];
  const check = (axis: LoadPlanAxis, offset: number, tolerance: number) => {
    if (offset > tolerance) {
      warnings.push({
        kind: 'centre-of-gravity',
        axis,
        offsetMm: Math.round(offset),
        toleranceMm: Math.round(tolerance),
      });
    }
  };
  check('length', Math.abs(cog.x - box.L / 2), box.L * CENTRE_OF_GRAVITY_TOLERANCE.length);
  check('width', Math.abs(cog.y - box.W / 2), box.W * CENTRE_OF_GRAVITY_TOLERANCE.width);
  check('height', cog.z, box.H * CENTRE_OF_GRAVITY_TOLERANCE.height);
  return warnings;
}
