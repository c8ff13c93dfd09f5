export { QuantityInput } from './QuantityInput';
export type { QuantityInputForm, QuantityInputProps } from './QuantityInput';
export { QuantitySelector } from './QuantitySelector';
export type { QuantitySelectorProps } from './QuantitySelector';
