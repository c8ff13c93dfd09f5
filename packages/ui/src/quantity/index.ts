export { QuantityInput } from './QuantityInput';
export type { QuantityInputProps } from './QuantityInput';
export { QuantitySelector } from './QuantitySelector';
export type { QuantitySelectorProps } from './QuantitySelector';
