import { describe, expect, it } from 'vitest';
import { routePaths } from '../navigation/routePaths.ts';
import { transferCompletionPath, transferStage } from './transferStage.ts';

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

describe('transferCompletionPath (spec §2.3 "Overstappen afronden", only while details are needed)', () => {
  it.each([
    ['not known yet', undefined, null],
    ['not offered', { kind: 'notOffered' }, null],
    ['no dossier', { kind: 'none' }, null],
    [
      'waiting for details',
      { kind: 'detailsRequired', reference: 'OV-2026-0085' },
      routePaths.completeTransfer.href({ reference: 'OV-2026-0085' }),
    ],
    ['details sent', { kind: 'submitted', reference: 'OV-2026-0085' }, null],
    ['planned', { kind: 'planned', reference: 'OV-2026-0085', switchDate: null }, null],
    ['done', { kind: 'completed', reference: 'OV-2026-0085', switchDate: null }, null],
  ] as const)('%s', (_, stage, path) => {
    expect(transferCompletionPath(stage)).toBe(path);
  });
});
