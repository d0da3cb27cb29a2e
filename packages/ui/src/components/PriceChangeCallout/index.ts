export { PriceChangeCallout } from './PriceChangeCallout.tsx';
export type { PriceChangeCalloutProps } from './PriceChangeCallout.tsx';
