export { creditUrl, useCredit, useCredits } from './useCredits.ts';
