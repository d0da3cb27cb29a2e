export { subscribeHousehold, unsubscribeHousehold } from './subscribeHousehold.ts';
export { householdPhoneNumbers, householdState } from './rules.ts';
export type { HouseholdFacts, HouseholdState } from './rules.ts';
export { benefitWorth } from './benefitWorth.ts';
export type { BenefitLine, BenefitWorth } from './benefitWorth.ts';
