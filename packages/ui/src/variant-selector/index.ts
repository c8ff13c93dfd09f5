export { VariantSelector } from './VariantSelector';
export type { VariantOption, VariantSelectorProps } from './VariantSelector';
