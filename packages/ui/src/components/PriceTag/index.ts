export { PriceTag } from './PriceTag.tsx';
export type { PriceTagProps } from './PriceTag.tsx';
