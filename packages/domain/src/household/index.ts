export {
  getHouseholdAddress,
  getMayJoin,
  subscribeHousehold,
  unsubscribeHousehold,
} from './getMayJoin.ts';
export {
  householdAddress,
  householdNotPossibleReason,
  householdPhoneNumbers,
  householdState,
  mayJoin,
} from './rules.ts';
export type { HouseholdState } from './rules.ts';
export {
  useHouseholdDashboardAddress,
  useHouseholdSubscribeAddress,
  useMayJoin,
} from './useHousehold.ts';
