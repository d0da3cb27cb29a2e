import { write } from '../endpoint/endpoint.ts';

export const remoteMechanicWrites = {
  /** Empty body; the API answers true (spec §7.2). */
  requestRemoteSupport: write<void, boolean>('POST', '/api/remotemechanic', {
    clears: ['/api/remotemechanic/open'],
    tracking: { category: 'SS - Monteur op afstand', label: 'Monteur op afstand aanvragen' },
    body: 'none',
  }),
};
