export { ALLOW } from './GuardResult.ts';
export type { GuardResult } from './GuardResult.ts';
export {
  cmsGuard,
  convergedGuard,
  demoGuard,
  firstBlocking,
  migratedUrl,
  migratedUrlGuard,
  outagesGuard,
  productionGuard,
  showHouseholdLink,
  showTransferLink,
  subscriptionGuard,
} from './guards.ts';
export { initialOrderRedirectGuard, transferGuard } from './orderGuards.ts';
export { householdGuard } from './householdGuard.ts';
