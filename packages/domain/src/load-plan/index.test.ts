import { describe, expect, it } from 'vitest';
import * as root from '../index';
import * as loadPlan from './index';

// The @shop/domain/load-plan subpath: what the storefront's container page and the backend
// import. Renaming or dropping one of these is a breaking change.
describe('@shop/domain/load-plan', () => {
  it('exports the planner, the carton data and the container types', () => {
    expect(Object.keys(loadPlan).toSorted()).toEqual([
      'CARTON_METAFIELD_KEYS',
      'CENTRE_OF_GRAVITY_ADVICE_MIN_LOAD',
      'CENTRE_OF_GRAVITY_TOLERANCE',
      'CONTAINER_LIMIT_LABELS',
      'CONTAINER_TYPES',
      'ESTIMATED_KG_PER_CBM',
      'LOAD_PLAN_REASON_FIELD',
      'MAX_PLAN_CARTONS',
      'PLAN_TIME_BUDGET_MS',
      'bindingLimit',
      'cartonFromMetafields',
      'cartonMetafields',
      'checkContainerLoad',
      'containerTypeById',
      'containerTypeForCapacity',
      'countCartons',
      'expandCartLines',
      'isLoadPlanReason',
      'loadPlanAdvice',
      'loadPlanReasonOf',
      'overCapacityDetailsOf',
      'planCartLines',
      'planLoad',
      'planViews',
      'whatStillFits',
    ]);
  });

  it('is the same code as the package root exports', () => {
    for (const [name, value] of Object.entries(loadPlan)) {
      expect(root[name as keyof typeof root], name).toBe(value);
    }
  });
});
