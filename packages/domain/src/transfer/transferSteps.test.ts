import { describe, expect, it } from 'vitest';
import type { TransferDossier, TransferStatus } from './schema.ts';
import { transferSteps } from './dossierSteps.ts';

const dossier = (status: TransferStatus, requestedSwitchDate: string | null): TransferDossier => ({
  reference: 'OV-2026-0042',
  status,
  currentProvider: 'Glasvezel Noord',
  currentCustomerNumber: null,
  contractEndDate: null,
  requestedSwitchDate,
  contactPhoneNumber: '0687654321',
});

const summary = (value: TransferDossier) =>
  transferSteps(value).map(({ id, state, date, expected }) =>
    [id, state, date ?? '', expected ? 'verwacht' : ''].join(' ').trim(),
  );

describe('transferSteps (ADR 041)', () => {
  it('waits for details first', () => {
    expect(summary(dossier('DetailsRequired', null))).toEqual([
      'details current',
      'submitted upcoming',
      'planned upcoming',
      'completed upcoming',
    ]);
  });

  it('a planned switch expects the requested date', () => {
    expect(summary(dossier('Planned', '2027-01-04'))).toEqual([
      'details done',
      'submitted done',
      'planned current 2027-01-04 verwacht',
      'completed upcoming 2027-01-04 verwacht',
    ]);
  });

  it('a completed switch has its date, no longer expected', () => {
    expect(summary(dossier('Completed', '2026-11-02')).at(-1)).toBe('completed current 2026-11-02');
  });
});
