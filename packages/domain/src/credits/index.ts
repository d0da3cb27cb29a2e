export { creditUrl } from './paths.ts';
export { useCredit, useCredits } from './useCredits.ts';
export { creditsNewestFirst } from './rules.ts';
