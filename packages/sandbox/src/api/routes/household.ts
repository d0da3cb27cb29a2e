import { Hono } from 'hono';
import type {
  HouseholdAddress,
  HouseholdBenefit,
  HouseholdRegistration,
  WriteResult,
} from '@vonk/domain/contract';
import type { HouseholdState } from '../../personas/index.ts';
import type { ApiEnv } from '../types.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

/** Activates a pending sign-up (the sandbox control's "the mobile side said yes"). */
export function completeHouseholdRegistration(household: HouseholdState): boolean {
  if (!household.pending || !household.subscribeAddress) return false;
  household.dashboardAddress = household.subscribeAddress;
  household.pending = null;
  setLines(household, 'Eligible', 'Joined');
  return true;
}

/** Lines that could take part join with the household, and leave with it (issue #29). */
function setLines(
  household: HouseholdState,
  from: 'Eligible' | 'Joined',
  to: 'Eligible' | 'Joined',
) {
  household.lines = household.lines?.map((line) =>
    line.status === from ? { ...line, status: to } : line,
  );
}

/**
 * /api/household: the household benefit (klantvoordeel, spec §4, §7.2). Subscribing starts a
 * pending registration on the subscribe address (ADR 042) until the sandbox control completes it;
 * unsubscribing ends the benefit or withdraws the pending sign-up, and joining is possible again.
 */
export function householdRoutes() {
  return new Hono<ApiEnv>()
    .get('/dashboardaddress', (c) =>
      c.json(c.get('persona').household.dashboardAddress satisfies HouseholdAddress),
    )
    .get('/subscribeaddress', (c) =>
      c.json(c.get('persona').household.subscribeAddress satisfies HouseholdAddress),
    )
    .get('/mayjoin', (c) => c.json(c.get('persona').household.mayJoin))
    .get('/registration', (c) => {
      const { pending, subscribeAddress } = c.get('persona').household;
      return c.json(
        (pending && subscribeAddress
          ? { status: 'Pending', address: subscribeAddress, ...pending }
          : null) satisfies HouseholdRegistration,
      );
    })
    .get('/benefit', (c) =>
      c.json({ lines: c.get('persona').household.lines ?? [] } satisfies HouseholdBenefit),
    )
    .post('/subscribe', (c) => {
      const { household } = c.get('persona');
      const { phoneNumbers = [] } = bodyOf(c, 'subscribeHousehold');
      if (!household.mayJoin || !household.subscribeAddress) {
        return c.json({
          success: false,
          message: 'Aanmelden voor Klantvoordeel is niet mogelijk.',
        } satisfies WriteResult);
      }
      // The benefit is for mobile numbers: a list that names none is a choice to refuse (an
      // omitted list is the spec's default, the mobile side then finds the numbers).
      if (bodyOf(c, 'subscribeHousehold').phoneNumbers?.length === 0) {
        return c.json({
          success: false,
          field: 'phoneNumbers',
          message: 'Kies minstens één mobiel nummer dat meedoet.',
        } satisfies WriteResult);
      }
      household.pending = { requestedAt: new Date().toISOString(), phoneNumbers };
      household.mayJoin = false;
      return c.json({ success: true } satisfies WriteResult);
    })
    .post('/unsubscribe', (c) => {
      const { household } = c.get('persona');
      household.dashboardAddress = null;
      household.pending = null;
      setLines(household, 'Joined', 'Eligible');
      household.mayJoin = household.subscribeAddress !== null;
      return c.json({ success: true } satisfies WriteResult);
    });
}
