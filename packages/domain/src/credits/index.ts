export { creditUrl } from './paths.ts';
export { useCredit, useCredits } from './useCredits.ts';
