export { CREDIT_PARAM, creditUrl } from './paths.ts';
export { useCredit, useCredits } from './useCredits.ts';
export { creditFromLink, creditsNewestFirst } from './rules.ts';
