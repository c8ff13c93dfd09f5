import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTAINER_TYPES } from '../container-types';
import type { Carton } from './cartons';
import type { ContainerSpec, PlacedCarton } from './plan-types';
import { planViews, type PlanView } from './plan-views';
import { planLoad } from './planner';

const [c20] = CONTAINER_TYPES;

function carton(id: string, overrides: Partial<Carton> = {}): Carton {
  return {
    id,
    lineKey: 'line',
    label: 'Carton',
    width: 600,
    depth: 400,
    height: 400,
    weightKg: 20,
    units: 1,
    stackable: true,
    maxLoadOnTopKg: 1000,
    thisSideUp: true,
    estimated: false,
    ...overrides,
  };
}

const box: ContainerSpec = {
  inner: { length: 3000, width: 2000, height: 1000 },
  door: { width: 2000, height: 1000 },
  maxPayloadKg: 5000,
};

/** A carton standing at (x, y, z), for drawings independent of the planner. */
function placed(id: string, at: Partial<PlacedCarton>): PlacedCarton {
  return {
    carton: carton(id),
    step: 1,
    x: 0,
    y: 0,
    z: 0,
    length: 500,
    width: 400,
    height: 300,
    loadOnTopKg: 0,
    restsOn: [],
    ...at,
  };
}

const view = (views: PlanView[], kind: PlanView['kind']) => {
  const found = views.find((v) => v.kind === kind);
  if (!found) throw new Error(`no ${kind} view`);
  return found;
};

describe('planViews', () => {
  it('draws the container from above, from the side and from the door, labelled', () => {
    const views = planViews({ container: box, placed: [] });
    expect(views.map((v) => [v.kind, v.label, v.width, v.height])).toEqual([
      ['top', 'From above', 3000, 2000],
      ['side', 'From the side', 3000, 1000],
      ['door', 'From the door', 2000, 1000],
    ]);
    for (const v of views) expect(v.orientation).not.toBe('');
  });

  it('puts a carton where a loader at the door sees it', () => {
    // Against the back wall, on the floor, along the left wall (seen from the door).
    const p = placed('a', { x: 0, y: 0, z: 0 });
    const views = planViews({ container: box, placed: [p] });
    // From above: back wall left, left wall at the bottom.
    expect(view(views, 'top').rects[0]).toMatchObject({ x: 0, y: 1600, width: 500, height: 400 });
    // From the side: back wall left, floor at the bottom.
    expect(view(views, 'side').rects[0]).toMatchObject({ x: 0, y: 700, width: 500, height: 300 });
    // From the door: left wall on the left, floor at the bottom.
    expect(view(views, 'door').rects[0]).toMatchObject({ x: 0, y: 700, width: 400, height: 300 });

    // Near the door, by the right wall, on top of something.
    const q = placed('b', { x: 2500, y: 1600, z: 700 });
    const [top, side, door] = planViews({ container: box, placed: [q] });
    expect(top?.rects[0]).toMatchObject({ x: 2500, y: 0 });
    expect(side?.rects[0]).toMatchObject({ x: 2500, y: 0 });
    expect(door?.rects[0]).toMatchObject({ x: 1600, y: 0 });
  });

  it('paints the nearer carton last in each view', () => {
    const low = placed('low', { x: 0, y: 0, z: 0, step: 1 });
    const high = placed('high', { x: 0, y: 0, z: 300, step: 2 });
    const back = placed('back', { x: 0, y: 1000, z: 0, step: 3 });
    const front = placed('front', { x: 2000, y: 1000, z: 0, step: 4 });
    const views = planViews({ container: box, placed: [front, back, high, low] });
    const order = (kind: PlanView['kind']) =>
      view(views, kind).rects.map((r) => r.carton.carton.id);
    // From above the higher hides the lower.
    expect(order('top').indexOf('high')).toBeGreaterThan(order('top').indexOf('low'));
    // From the side (the left wall's side) the carton by the left wall hides the one behind.
    expect(order('side').indexOf('low')).toBeGreaterThan(order('side').indexOf('back'));
    // From the door the one nearer the door hides the one behind.
    expect(order('door').indexOf('front')).toBeGreaterThan(order('door').indexOf('back'));
  });

  it('shows the cartons of loading steps 1 to step only', () => {
    const plan = planLoad(
      Array.from({ length: 6 }, (_, i) => carton(`c${String(i)}`)),
      c20,
    );
    for (const v of planViews(plan, 2)) {
      expect(v.rects.map((r) => r.carton.step).toSorted()).toEqual([1, 2]);
    }
    for (const v of planViews(plan)) expect(v.rects).toHaveLength(6);
    for (const v of planViews(plan, 0)) expect(v.rects).toHaveLength(0);
  });

  it('keeps every carton inside its view and paints overlapping cartons far to near', () => {
    const size = fc.integer({ min: 200, max: 900 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ width: size, depth: size, height: size }), {
          minLength: 1,
          maxLength: 40,
        }),
        (sizes) => {
          const plan = planLoad(
            sizes.map((s, i) => carton(`c${String(i)}`, { ...s, thisSideUp: false })),
            box,
          );
          // How near the viewer each view's carton is: larger is nearer.
          const nearness: Record<PlanView['kind'], (p: PlacedCarton) => number> = {
            top: (p) => p.z,
            side: (p) => -p.y,
            door: (p) => p.x,
          };
          for (const v of planViews(plan)) {
            v.rects.forEach((r, i) => {
              expect(r.x).toBeGreaterThanOrEqual(0);
              expect(r.y).toBeGreaterThanOrEqual(0);
              expect(r.x + r.width).toBeLessThanOrEqual(v.width);
              expect(r.y + r.height).toBeLessThanOrEqual(v.height);
              for (const later of v.rects.slice(i + 1)) {
                const overlaps =
                  Math.min(r.x + r.width, later.x + later.width) > Math.max(r.x, later.x) &&
                  Math.min(r.y + r.height, later.y + later.height) > Math.max(r.y, later.y);
                if (overlaps)
                  expect(nearness[v.kind](later.carton)).toBeGreaterThan(
                    nearness[v.kind](r.carton),
                  );
              }
            });
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
