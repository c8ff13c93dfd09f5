export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmPanel } from './ConfirmPanel';
export type { ConfirmPanelProps } from './ConfirmPanel';
