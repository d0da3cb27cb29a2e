export {
  getHouseholdAddress,
  getMayJoin,
  subscribeHousehold,
  unsubscribeHousehold,
} from './getMayJoin.ts';
export { householdAddress, mayJoin } from './rules.ts';
export {
  useHouseholdDashboardAddress,
  useHouseholdSubscribeAddress,
  useMayJoin,
} from './useHousehold.ts';
