export { useConverged } from './useConverged.ts';
