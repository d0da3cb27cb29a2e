export { ALLOW, redirect } from './GuardResult.ts';
export type { GuardResult, GuardSession } from './GuardResult.ts';
export {
  cmsGuard,
  convergedGuard,
  DASHBOARD_PATH,
  demoGuard,
  firstBlocking,
  loginGuard,
  migratedUrl,
  migratedUrlGuard,
  NOT_CONVERGED_PATH,
  NOT_FOUND_PATH,
  outagesGuard,
  productionGuard,
  showHouseholdLink,
  showTransferLink,
  subscriptionGuard,
  transferCompletionPath,
} from './guards.ts';
