import { describe, expect, it } from 'vitest';
import { transferStage } from './transferStage.ts';

const dossier = (status: 'DetailsRequired' | 'Submitted' | 'Planned' | 'Completed') => ({
  reference: 'OV-2026-0085',
  status,
  requestedSwitchDate: '2027-01-04',
});

describe('transferStage (one truth for the dashboard tile and /overstappen, issue #26)', () => {
  it.each([
    ['no converged answer, no dossier', null, null, { kind: 'notOffered' }],
    ['not allowed, no dossier', { transferAllowed: false }, null, { kind: 'notOffered' }],
    ['allowed, no dossier yet', { transferAllowed: true }, null, { kind: 'none' }],
    [
      'waiting for details',
      { transferAllowed: true },
      dossier('DetailsRequired'),
      { kind: 'detailsRequired', reference: 'OV-2026-0085' },
    ],
    [
      'details sent',
      { transferAllowed: true },
      dossier('Submitted'),
      { kind: 'submitted', reference: 'OV-2026-0085' },
    ],
    [
      'planned, with its date',
      { transferAllowed: true },
      dossier('Planned'),
      { kind: 'planned', reference: 'OV-2026-0085', switchDate: '2027-01-04' },
    ],
    [
      'done, even when converged no longer offers it',
      { transferAllowed: false },
      dossier('Completed'),
      { kind: 'completed', reference: 'OV-2026-0085', switchDate: '2027-01-04' },
    ],
  ] as const)('%s', (_, converged, given, stage) => {
    expect(transferStage(converged, given)).toEqual(stage);
  });
});
