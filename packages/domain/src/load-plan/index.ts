// @shop/domain/load-plan: container load plans (docs/behaviour.md#load-plans). Also re-exported from the
// package root; this subpath lets a bundle that needs only the planner skip the rest.

export {
  CARTON_METAFIELD_KEYS,
  ESTIMATED_KG_PER_CBM,
  cartonFromMetafields,
  cartonMetafields,
} from './carton';
export type { CartonField, CartonSpec } from './carton';
export { MAX_PLAN_CARTONS, countCartons, expandCartLines } from './cartons';
export type { Carton, CartonLine, ExpandedCartons } from './cartons';
export { CENTRE_OF_GRAVITY_TOLERANCE } from './centre-of-gravity';
export { PLAN_TIME_BUDGET_MS } from './plan-budget';
export type { PlanBudget } from './plan-budget';
export { planCartLines, planLoad } from './planner';
export type {
  ContainerSpec,
  LoadPlan,
  LoadPlanAxis,
  LoadPlanFill,
  LoadPlanReason,
  LoadPlanWarning,
  PlacedCarton,
  UnplacedCarton,
  UnplacedReason,
} from './plan-types';
export { whatStillFits } from './still-fits';
export {
  LOAD_PLAN_REASON_FIELD,
  checkContainerLoad,
  isLoadPlanReason,
  loadPlanReasonOf,
  overCapacityDetailsOf,
} from './check';
export type { LoadCheck } from './check';
export type { StillFits } from './still-fits';
export { planViews } from './plan-views';
export type { PlanView, PlanViewKind, PlanViewRect } from './plan-views';
export { CONTAINER_LIMIT_LABELS, bindingLimit } from './binding-limit';
export type { BindingLimit, BindingLimitInput, ContainerLimit, LimitFigure } from './binding-limit';
export { CENTRE_OF_GRAVITY_ADVICE_MIN_LOAD, loadPlanAdvice } from './advice';
export type { LoadPlanAdvice } from './advice';
export { CONTAINER_TYPES, containerTypeById } from '../container-types';
export type { ContainerType, ContainerTypeId } from '../container-types';
export { containerTypeForCapacity } from '../container-choice';
