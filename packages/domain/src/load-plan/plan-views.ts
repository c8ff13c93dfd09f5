// The flat drawings of a load plan (behaviour.md#load-plans): the container from above, from
// the side and from the door, each carton as a rectangle in the order it is to be painted.
// The SVG view and the printed plan both draw these, so they show the same picture.
import type { LoadPlan, PlacedCarton } from './plan-types';

export type PlanViewKind = 'top' | 'side' | 'door';

/** One carton as a view shows it, in the view's own millimetres. */
export interface PlanViewRect {
  carton: PlacedCarton;
  /** From the view's left edge. */
  x: number;
  /** From the view's top edge, downwards (as SVG and screens count). */
  y: number;
  width: number;
  height: number;
}

export interface PlanView {
  kind: PlanViewKind;
  /** What the view is, as a caption says it: `From above`, `From the side`, `From the door`. */
  label: string;
  /** Which wall is where, in words: `back wall on the left, door on the right, …`. */
  orientation: string;
  /** The view's size in mm: the inner length, width or height it spans. */
  width: number;
  height: number;
  /** The shown cartons, farthest first: a painter draws them in this order. */
  rects: PlanViewRect[];
}

/**
 * The three views of `plan` with the cartons of loading steps 1 to `step` (default: all).
 * Container coordinates are the planner's: `x` from the back wall towards the door, `y` from
 * the left wall (seen from the door) across, `z` up from the floor.
 *
 * - **From above**: back wall on the left, door on the right, the left wall at the bottom
 *   (as a loader at the door, facing in, has it on the left); higher cartons hide lower ones.
 * - **From the side**: looking at the left wall from outside, back wall on the left, door on
 *   the right, floor at the bottom; cartons nearer the left wall hide the ones behind.
 * - **From the door**: looking in, left wall on the left, floor at the bottom; cartons nearer
 *   the door hide the ones behind.
 */
export function planViews(
  plan: Pick<LoadPlan, 'container' | 'placed'>,
  step = plan.placed.length,
): PlanView[] {
  const { length: L, width: W, height: H } = plan.container.inner;
  const shown = plan.placed.filter((p) => p.step <= step);
  const painted = (key: (p: PlacedCarton) => number) =>
    [...shown].sort((a, b) => key(a) - key(b) || a.step - b.step);
  return [
    {
      kind: 'top',
      label: 'From above',
      orientation: 'back wall on the left, door on the right, left wall at the bottom',
      width: L,
      height: W,
      rects: painted((p) => p.z + p.height).map((p) => ({
        carton: p,
        x: p.x,
        y: W - p.y - p.width,
        width: p.length,
        height: p.width,
      })),
    },
    {
      kind: 'side',
      label: 'From the side',
      orientation: 'seen from the left wall: back wall on the left, door on the right',
      width: L,
      height: H,
      rects: painted((p) => -p.y).map((p) => ({
        carton: p,
        x: p.x,
        y: H - p.z - p.height,
        width: p.length,
        height: p.height,
      })),
    },
    {
      kind: 'door',
      label: 'From the door',
      orientation: 'looking in: left wall on the left, floor at the bottom',
      width: W,
      height: H,
      rects: painted((p) => p.x).map((p) => ({
        carton: p,
        x: p.y,
        y: H - p.z - p.height,
        width: p.width,
        height: p.height,
      })),
    },
  ];
}
