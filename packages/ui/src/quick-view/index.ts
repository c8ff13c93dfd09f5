export { QuickView } from './QuickView';
export type { QuickViewProduct, QuickViewProps, QuickViewVariant } from './QuickView';
