export { subscribeHousehold, unsubscribeHousehold } from './subscribeHousehold.ts';
export { householdPhoneNumbers, householdState } from './rules.ts';
export type { HouseholdFacts, HouseholdState } from './rules.ts';
