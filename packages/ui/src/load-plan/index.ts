export { LoadPlanView2D } from './LoadPlanView2D';
export type { LoadPlanView2DProps } from './LoadPlanView2D';
export { LoadPlanLegend } from './LoadPlanLegend';
export type { LoadPlanLegendProps } from './LoadPlanLegend';
export { ContainerLimitGauge, bindingLimitText, limitFigureText } from './ContainerLimitGauge';
export type { ContainerLimitGaugeProps } from './ContainerLimitGauge';
export { LoadPlanRefusal, REFUSAL_REASON_LABELS } from './LoadPlanRefusal';
export type { LoadPlanRefusalProps } from './LoadPlanRefusal';
export { legendOf, lineColours } from './palette';
