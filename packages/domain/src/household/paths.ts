import type { EmptyObject, WriteResult } from '../endpoint/common.ts';
import { write } from '../endpoint/endpoint.ts';
import type { HouseholdSubscribeRequest } from './schema.ts';
import { HOUSEHOLD_PATHS } from './urls.ts';

export * from './urls.ts';

export const householdWrites = {
  /** Spec §7.2: category 'SS - Aanmelden Klantvoordeel', label 'Aanmelden Klantvoordeel'. */
  subscribeHousehold: write<HouseholdSubscribeRequest, WriteResult>(
    'POST',
    HOUSEHOLD_PATHS.subscribe,
    {
      clears: ['/api/household/**'],
      tracking: { category: 'SS - Aanmelden Klantvoordeel', label: 'Aanmelden Klantvoordeel' },
    },
  ),
  /** An empty object (spec §7.2). */
  unsubscribeHousehold: write<EmptyObject, WriteResult>('POST', HOUSEHOLD_PATHS.unsubscribe, {
    clears: ['/api/household/**'],
    tracking: { category: 'SS - Afmelden Klantvoordeel', label: 'Afmelden Klantvoordeel' },
  }),
};
