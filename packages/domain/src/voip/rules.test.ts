import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  donorNumberError,
  donorProviderError,
  forwardingDestinationError,
  isGeographicNumber,
  isPortingInProgress,
  netCodeProblem,
  numberOnMove,
  toVoicemailForwardingRequest,
} from './rules.ts';
import { phoneNumber } from '../fields/phoneNumber.ts';

const RUNS = { numRuns: 1000 };
const LINE = '0301234567';

describe('forwarding destination', () => {
  it.each([
    ['', true, 'required'],
    ['06 1234', true, 'invalid'],
    ['030 123 45 67', true, 'ownNumber'],
    ['06 12345678', true, undefined],
    ['', false, undefined],
    ['onzin', false, undefined],
  ] as const)('%j (forwarding %s) → %j', (input, on, error) => {
    expect(forwardingDestinationError(input, on, LINE)).toBe(error);
  });

  it('accepts exactly the valid numbers other than the line, while forwarding is on', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^0[1-7]\d{8}$/)), (input) => {
        const result = phoneNumber(input);
        const expected = !result.ok
          ? result.error
          : result.value === LINE
            ? 'ownNumber'
            : undefined;
        expect(forwardingDestinationError(input, true, LINE)).toBe(expected);
        expect(forwardingDestinationError(input, false, LINE)).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('sends the destination in national form, and none while forwarding is off', () => {
    const line = { phoneNumber: LINE };
    const values = {
      voicemailEnabled: true,
      forwardingEnabled: true,
      forwardingMode: 'Busy' as const,
      forwardingDestination: '+31 6 1234 5678',
    };
    expect(toVoicemailForwardingRequest(line, values).forwardingDestination).toBe('0612345678');
    expect(
      toVoicemailForwardingRequest(line, { ...values, forwardingEnabled: false })
        .forwardingDestination,
    ).toBeNull();
  });
});

describe('number porting', () => {
  it.each([
    ['', 'required'],
    ['030 76', 'invalid'],
    ['06 12345678', 'mobile'],
    ['030 765 43 21', undefined],
  ] as const)('donor number %j → %j', (input, error) => {
    expect(donorNumberError(input)).toBe(error);
  });

  it('never accepts a number the phone rule refuses, nor a mobile one', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^0[1-9]\d{8}$/)), (input) => {
        const result = phoneNumber(input);
        if (donorNumberError(input) === undefined) {
          expect(result.ok).toBe(true);
          expect(result.ok && result.value.startsWith('06')).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('needs the current provider, at most 60 characters', () => {
    expect(donorProviderError('  ')).toBe('required');
    expect(donorProviderError('KPN')).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (input) => {
        const error = donorProviderError(input);
        const trimmed = input.trim();
        expect(error).toBe(
          trimmed === '' ? 'required' : trimmed.length > 60 ? 'tooLong' : undefined,
        );
      }),
      RUNS,
    );
  });

  it('reads the net-code check and the porting state', () => {
    expect(netCodeProblem({ valid: true, expectedNetCode: '030' })).toBeNull();
    expect(netCodeProblem({ valid: false, expectedNetCode: '020' })).toEqual({
      expectedNetCode: '020',
    });
    expect(
      isPortingInProgress({
        numberPorting: { status: 'Requested', donorNumber: '0307654321', donorProvider: 'KPN' },
      }),
    ).toBe(true);
  });
});

describe('a fixed number on a move (ADR 072)', () => {
  it.each([
    ['030 123 45 67', true],
    ['0101234567', true],
    ['0711234567', true],
    ['0512345678', true],
    ['0612345678', false],
    ['0851234567', false],
    ['0881234567', false],
    ['0800 1234567', false],
    ['0901234567', false],
    ['onzin', false],
    ['', false],
  ])('%j is tied to a place: %s', (input, expected) => {
    expect(isGeographicNumber(input)).toBe(expected);
  });

  it.each([
    ['0851234567', undefined, { kind: 'notTied' }],
    ['0851234567', { valid: false, expectedNetCode: '020' }, { kind: 'notTied' }],
    ['0301234567', undefined, { kind: 'unknown' }],
    ['0301234567', { valid: true, expectedNetCode: '030' }, { kind: 'moves' }],
    [
      '0301234567',
      { valid: false, expectedNetCode: '020' },
      { kind: 'newNumber', expectedNetCode: '020' },
    ],
    [
      '0301234567',
      { valid: false, expectedNetCode: null },
      { kind: 'newNumber', expectedNetCode: null },
    ],
  ] as const)('%s with %j → %j', (number, check, expected) => {
    expect(numberOnMove(number, check)).toEqual(expected);
  });

  it('only a valid number outside 06/08/09 is tied to a place, and only that one is checked', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^0\d{9}$/)),
        fc.record({ valid: fc.boolean(), expectedNetCode: fc.option(fc.string()) }),
        (input, check) => {
          const number = phoneNumber(input);
          const tied = number.ok && !/^0[689]/.test(number.value);
          expect(isGeographicNumber(input)).toBe(tied);
          const outcome = numberOnMove(input, check);
          if (!tied) expect(outcome).toEqual({ kind: 'notTied' });
          else expect(outcome.kind).toBe(check.valid ? 'moves' : 'newNumber');
        },
      ),
      RUNS,
    );
  });
});
