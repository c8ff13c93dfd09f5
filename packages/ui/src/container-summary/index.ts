export { ContainerSummary } from './ContainerSummary';
export type { ContainerSummaryProps } from './ContainerSummary';
