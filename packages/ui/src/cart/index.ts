export { CartLine } from './CartLine';
export type { CartLineItem, CartLineProps } from './CartLine';
export { CartPanel } from './CartPanel';
export type { CartPanelProps } from './CartPanel';
export { CartSummary } from './CartSummary';
export type { CartSummaryProps } from './CartSummary';
export { ContainerGauge } from './ContainerGauge';
export type { ContainerGaugeEntry, ContainerGaugeProps } from './ContainerGauge';
