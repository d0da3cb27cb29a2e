import { phoneNumber } from '../fields/phoneNumber.ts';
import type { NetCodeCheck, VoicemailForwardingRequest, VoipLine } from './schema.ts';

// Rules of the fixed-line settings on /instellingen (spec §7.2 voip; ADR 046).

export type ForwardingDestinationError = 'required' | 'invalid' | 'ownNumber';

/**
 * Where calls go when forwarding is on: a Dutch number (the one phone rule) that is not the line
 * itself (forwarding a line to itself loops). Nothing is checked while forwarding is off.
 */
export function forwardingDestinationError(
  input: string,
  forwardingEnabled: boolean,
  lineNumber: string,
): ForwardingDestinationError | undefined {
  if (!forwardingEnabled) return undefined;
  const result = phoneNumber(input);
  if (!result.ok) return result.error;
  const own = phoneNumber(lineNumber);
  return own.ok && own.value === result.value ? 'ownNumber' : undefined;
}

/** The request from the form: the destination in national form, null while forwarding is off. */
export function toVoicemailForwardingRequest(
  line: Pick<VoipLine, 'phoneNumber'>,
  values: { voicemailEnabled: boolean; forwardingEnabled: boolean } & Pick<
    VoicemailForwardingRequest,
    'forwardingMode'
  > & { forwardingDestination: string },
): VoicemailForwardingRequest {
  const destination = phoneNumber(values.forwardingDestination);
  return {
    phoneNumber: line.phoneNumber,
    voicemailEnabled: values.voicemailEnabled,
    forwardingEnabled: values.forwardingEnabled,
    forwardingMode: values.forwardingMode,
    forwardingDestination: values.forwardingEnabled && destination.ok ? destination.value : null,
  };
}

/** Whether a line's number is being ported in from another provider (porting in progress). */
export function isPortingInProgress(line: Pick<VoipLine, 'numberPorting'>): boolean {
  return line.numberPorting.status === 'Requested';
}

export type DonorNumberError = 'required' | 'invalid' | 'mobile';

/** The number to bring along: a Dutch fixed (geographic) number; a mobile number cannot move here. */
export function donorNumberError(input: string): DonorNumberError | undefined {
  const result = phoneNumber(input);
  if (!result.ok) return result.error;
  return result.value.startsWith('06') ? 'mobile' : undefined;
}

/** The provider the number comes from: required, at most 60 characters. */
export function donorProviderError(input: string): 'required' | 'tooLong' | undefined {
  const trimmed = input.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > 60 ? 'tooLong' : undefined;
}

/** The net-code check's verdict for the form: fine, or the area code the postcode expects. */
export function netCodeProblem(check: NetCodeCheck): { expectedNetCode: string | null } | null {
  return check.valid ? null : { expectedNetCode: check.expectedNetCode };
}

/**
 * Whether a fixed number belongs to a place (a geographic number, area codes 01–05 and 07): only
 * those are tied to an area code region. 06 is mobile; 08x (085, 088, 0800…) and 09x are not
 * tied to a place and go along anywhere.
 */
export function isGeographicNumber(input: string): boolean {
  const result = phoneNumber(input);
  return result.ok && /^0[1-57]/.test(result.value);
}

/** What happens to a fixed line's number when the customer moves (ADR 072). */
export type NumberOnMove =
  /** Not tied to a place (085, 088…): it goes along without a check. */
  | { kind: 'notTied' }
  /** The net-code check has not answered (yet, or it failed). */
  | { kind: 'unknown' }
  /** The new address is in the number's area code region: the number goes along. */
  | { kind: 'moves' }
  /** Another region: a new number there, with the area code the new postcode expects. */
  | { kind: 'newNumber'; expectedNetCode: string | null };

/**
 * Spec §7.2 net-code check, on a move: a geographic number moves along only within its area
 * code region, which the check of the number against the new postcode tells.
 */
export function numberOnMove(lineNumber: string, check: NetCodeCheck | undefined): NumberOnMove {
  if (!isGeographicNumber(lineNumber)) return { kind: 'notTied' };
  if (!check) return { kind: 'unknown' };
  return check.valid
    ? { kind: 'moves' }
    : { kind: 'newNumber', expectedNetCode: check.expectedNetCode };
}
