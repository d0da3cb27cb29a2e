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
