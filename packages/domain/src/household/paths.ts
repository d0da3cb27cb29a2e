import type { EmptyObject, WriteResult } from '../contract/common.ts';
import { read, returns, write } from '../contract/endpoint.ts';
import type {
  HouseholdAddress,
  HouseholdRegistration,
  HouseholdSubscribeRequest,
} from './schema.ts';

export const HOUSEHOLD_PATHS = {
  dashboardAddress: '/api/household/dashboardaddress',
  subscribeAddress: '/api/household/subscribeaddress',
  mayJoin: '/api/household/mayjoin',
  subscribe: '/api/household/subscribe',
  unsubscribe: '/api/household/unsubscribe',
  registration: '/api/household/registration',
} as const;

/** Household addresses are not in the spec's TTL table (30 s); may-join is 300 s. */
export const householdReads = {
  householdDashboardAddress: read(
    HOUSEHOLD_PATHS.dashboardAddress,
    'short',
    returns<HouseholdAddress>(),
  ),
  householdSubscribeAddress: read(
    HOUSEHOLD_PATHS.subscribeAddress,
    'short',
    returns<HouseholdAddress>(),
  ),
  mayJoin: read(HOUSEHOLD_PATHS.mayJoin, 'medium', returns<boolean>()),
  /** A sign-up waiting to be completed, or null (designed, ADR 042); not in §7.3: 30 s. */
  householdRegistration: read(
    HOUSEHOLD_PATHS.registration,
    'short',
    returns<HouseholdRegistration>(),
  ),
};

const clears = ['/api/household/**'];

export const householdWrites = {
  /** Spec §7.2: category 'SS - Aanmelden Klantvoordeel', label 'Aanmelden Klantvoordeel'. */
  subscribeHousehold: write<HouseholdSubscribeRequest, WriteResult>(
    'POST',
    HOUSEHOLD_PATHS.subscribe,
    {
      tracking: { category: 'SS - Aanmelden Klantvoordeel', label: 'Aanmelden Klantvoordeel' },
      clears,
    },
  ),
  /** An empty object (spec §7.2). */
  unsubscribeHousehold: write<EmptyObject, WriteResult>('POST', HOUSEHOLD_PATHS.unsubscribe, {
    tracking: { category: 'SS - Afmelden Klantvoordeel', label: 'Afmelden Klantvoordeel' },
    clears,
  }),
};
