import { describe, expect, it } from 'vitest';
import type { TransferDossier } from './schema.ts';
import { needsTransferDetails } from './dossierSteps.ts';
import {
  normaliseTransferReference,
  toTransferDossierUpdate,
  transferDetailsFieldError,
  transferDetailsInput,
  transferReferenceError,
  validateTransferDetails,
} from './rules.ts';
import type { TransferDetailsField, TransferDetailsInput } from './rules.ts';

const TODAY = '2026-11-22';
const valid: TransferDetailsInput = {
  currentProvider: 'Glasvezel Noord',
  currentCustomerNumber: 'GN-77812',
  contractEndDate: '2026-12-31',
  requestedSwitchDate: '2027-01-02',
  contactPhoneNumber: '06 8765 4321',
};

describe('transfer details rules (/overstappen-afronden, decided in transfer/rules.ts)', () => {
  it.each<[TransferDetailsField, string, string | undefined]>([
    ['currentProvider', 'Glasvezel Noord', undefined],
    ['currentProvider', '', 'providerRequired'],
    ['currentProvider', '   ', 'providerRequired'],
    ['currentProvider', 'x'.repeat(100), undefined],
    ['currentProvider', 'x'.repeat(101), 'providerTooLong'],
    ['currentCustomerNumber', '', undefined],
    ['currentCustomerNumber', 'GN-77812', undefined],
    ['currentCustomerNumber', '12 34/56.7', undefined],
    ['currentCustomerNumber', '7', 'customerNumberInvalid'],
    ['currentCustomerNumber', 'GN#77812', 'customerNumberInvalid'],
    ['currentCustomerNumber', '1'.repeat(31), 'customerNumberInvalid'],
    ['contractEndDate', '', 'contractEndDateRequired'],
    ['contractEndDate', '2026-02-30', 'contractEndDateInvalid'],
    ['contractEndDate', '2026-1-5', 'contractEndDateInvalid'],
    ['contractEndDate', '2025-06-30', undefined],
    ['requestedSwitchDate', '', 'switchDateRequired'],
    ['requestedSwitchDate', '2027-13-01', 'switchDateInvalid'],
    ['requestedSwitchDate', '2026-11-21', 'switchDateInPast'],
    ['requestedSwitchDate', '2026-11-22', 'switchDateBeforeContractEnd'],
    ['requestedSwitchDate', '2026-12-30', 'switchDateBeforeContractEnd'],
    ['requestedSwitchDate', '2026-12-31', undefined],
    ['contactPhoneNumber', '', 'phoneRequired'],
    ['contactPhoneNumber', '0687654321', undefined],
    ['contactPhoneNumber', '020-123 45 67', undefined],
    ['contactPhoneNumber', '+31 6 8765 4321', undefined],
    ['contactPhoneNumber', '0031687654321', undefined],
    ['contactPhoneNumber', '(020) 1234567', undefined],
    ['contactPhoneNumber', '068765432', 'phoneInvalid'],
    ['contactPhoneNumber', '06876543210', 'phoneInvalid'],
    ['contactPhoneNumber', '+32 6 8765 4321', 'phoneInvalid'],
    ['contactPhoneNumber', 'bel mij', 'phoneInvalid'],
  ])('%s %j gives %s', (field, value, error) => {
    expect(transferDetailsFieldError(field, { ...valid, [field]: value }, TODAY)).toBe(error);
  });

  it('lets the switch date be today when the contract already ended or has no valid end date', () => {
    const ended = { ...valid, contractEndDate: '2025-06-30', requestedSwitchDate: TODAY };
    expect(transferDetailsFieldError('requestedSwitchDate', ended, TODAY)).toBeUndefined();
    const noEnd = { ...valid, contractEndDate: 'no date', requestedSwitchDate: '2026-11-23' };
    expect(transferDetailsFieldError('requestedSwitchDate', noEnd, TODAY)).toBeUndefined();
  });

  it('lists every issue in form order, none for valid input', () => {
    expect(validateTransferDetails(valid, TODAY)).toEqual([]);
    expect(
      validateTransferDetails(
        {
          currentProvider: '',
          currentCustomerNumber: '',
          contractEndDate: '',
          requestedSwitchDate: '2026-01-01',
          contactPhoneNumber: '123',
        },
        TODAY,
      ),
    ).toEqual([
      { field: 'currentProvider', error: 'providerRequired' },
      { field: 'contractEndDate', error: 'contractEndDateRequired' },
      { field: 'requestedSwitchDate', error: 'switchDateInPast' },
      { field: 'contactPhoneNumber', error: 'phoneInvalid' },
    ]);
  });

  it('makes the PUT body: trimmed, phone in 10 digits, empty as null', () => {
    expect(
      toTransferDossierUpdate({
        ...valid,
        currentProvider: ' Glasvezel Noord ',
        currentCustomerNumber: ' ',
        contactPhoneNumber: '+31 6 8765 4321',
      }),
    ).toEqual({
      currentProvider: 'Glasvezel Noord',
      currentCustomerNumber: null,
      contractEndDate: '2026-12-31',
      requestedSwitchDate: '2027-01-02',
      contactPhoneNumber: '0687654321',
    });
  });

  it('prefills the form from the dossier and shows it only while details are required', () => {
    const dossier: TransferDossier = {
      reference: 'OV-2026-0042',
      status: 'DetailsRequired',
      currentProvider: 'Glasvezel Noord',
      currentCustomerNumber: null,
      contractEndDate: null,
      requestedSwitchDate: null,
      contactPhoneNumber: '0687654321',
    };
    expect(transferDetailsInput(dossier)).toEqual({
      currentProvider: 'Glasvezel Noord',
      currentCustomerNumber: '',
      contractEndDate: '',
      requestedSwitchDate: '',
      contactPhoneNumber: '0687654321',
    });
    expect(needsTransferDetails(dossier)).toBe(true);
    for (const status of ['Submitted', 'Planned', 'Completed'] as const) {
      expect(needsTransferDetails({ status })).toBe(false);
    }
  });

  it.each([
    // ADR 064: only length (8–64) and characters (letters, digits, hyphens) are checked.
    ['K7QH-2M9X-VC4T-8WJD', undefined, 'K7QH-2M9X-VC4T-8WJD'],
    [' k7qh 2m9x-vc4t ', undefined, 'K7QH2M9X-VC4T'],
    ['OV-2026-0042', undefined, 'OV-2026-0042'],
    ['', 'required', ''],
    ['OV-42', 'format', 'OV-42'],
    ['K7QH_2M9X', 'format', 'K7QH_2M9X'],
    ['../../api/account', 'format', '../../API/ACCOUNT'],
  ])('reference %j: error %s, normalised %j', (value, error, normalised) => {
    expect(transferReferenceError(value)).toBe(error);
    expect(normaliseTransferReference(value)).toBe(normalised);
  });
});
