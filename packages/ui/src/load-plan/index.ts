export { LoadPlanView2D } from './LoadPlanView2D';
export type { LoadPlanView2DProps } from './LoadPlanView2D';
export { LoadPlanGauges } from './LoadPlanGauges';
export type { LoadPlanGaugesProps } from './LoadPlanGauges';
export { LoadPlanRefusal, REFUSAL_REASON_LABELS } from './LoadPlanRefusal';
export type { LoadPlanRefusalProps } from './LoadPlanRefusal';
export { legendOf, lineColours } from './palette';
