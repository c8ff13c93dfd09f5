// A load plan's warnings as advice to the people who load the container (behaviour.md#load-plans):
// only what a loader would act on, each worded as what to do. The builder and the printed
// plan both show these.
import type { LoadPlan, LoadPlanWarning } from './plan-types';

export interface LoadPlanAdvice {
  kind: LoadPlanWarning['kind'];
  text: string;
}

/**
 * The least cargo weight, as a share of the payload, for the centre of gravity to be worth
 * advice: a lighter load off centre strains neither the container nor the truck enough for a
 * loader to rearrange it (a few cartons against the back wall are off centre by nature).
 */
export const CENTRE_OF_GRAVITY_ADVICE_MIN_LOAD = 0.1;

const MM = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `A`, `A and B`, `A, B and C`. */
function names(list: readonly string[]): string {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list.slice(-1).join('')}`;
}

type AdvisedPlan = Pick<
  LoadPlan,
  'container' | 'placed' | 'unplaced' | 'warnings' | 'weight' | 'centreOfGravity'
>;

function centreAdvice(
  warning: Extract<LoadPlanWarning, { kind: 'centre-of-gravity' }>,
  plan: AdvisedPlan,
): string {
  const off = `${MM.format(warning.offsetMm)} mm`;
  const advised = `${MM.format(warning.toleranceMm)} mm at most is advised`;
  const cog = plan.centreOfGravity;
  const { length, width } = plan.container.inner;
  if (warning.axis === 'height')
    return `Load the heavy cartons low: the centre of gravity is ${off} above the floor (${advised}).`;
  if (warning.axis === 'length') {
    const towards = cog !== null && cog.x > length / 2 ? 'the door' : 'the back wall';
    return `Spread the heavy cartons along the container, or block and brace the load: its centre of gravity is ${off} from the middle towards ${towards} (${advised}).`;
  }
  const towards = cog !== null && cog.y > width / 2 ? 'right' : 'left';
  return `Spread the heavy cartons across the container: its centre of gravity is ${off} towards the ${towards} wall, seen from the door (${advised}).`;
}

/**
 * What the loaders should do about `plan`, in order: the estimated cartons to check, the
 * products to leave room for, and the centre of gravity — only when at least two cartons are
 * placed (one carton cannot be spread) and they weigh at least
 * {@link CENTRE_OF_GRAVITY_ADVICE_MIN_LOAD} of the payload.
 */
export function loadPlanAdvice(plan: AdvisedPlan): LoadPlanAdvice[] {
  const labels = new Map<string, string>();
  for (const { carton } of [...plan.placed, ...plan.unplaced])
    if (!labels.has(carton.lineKey)) labels.set(carton.lineKey, carton.label);
  const named = (keys: readonly string[]) => names(keys.map((key) => labels.get(key) ?? key));
  const heavyEnough =
    plan.placed.length >= 2 &&
    plan.weight.usedKg >= plan.weight.maxPayloadKg * CENTRE_OF_GRAVITY_ADVICE_MIN_LOAD;
  return plan.warnings.flatMap((warning): LoadPlanAdvice[] => {
    switch (warning.kind) {
      case 'estimated-cartons':
        return [
          {
            kind: warning.kind,
            text: `Check the cartons of ${named(warning.lineKeys)} before loading: without carton data each unit is planned as one upright carton of its own size, not stacked on, at an estimated weight.`,
          },
        ];
      case 'unsized-lines':
        return [
          {
            kind: warning.kind,
            text: `Leave room for ${named(warning.lineKeys)}: without any size they are not in the plan.`,
          },
        ];
      case 'centre-of-gravity':
        return heavyEnough ? [{ kind: warning.kind, text: centreAdvice(warning, plan) }] : [];
    }
  });
}
