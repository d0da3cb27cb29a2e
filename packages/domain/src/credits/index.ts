export { CREDIT_PARAM, creditUrl } from './paths.ts';
export { creditFromLink, creditsNewestFirst } from './rules.ts';
