// The voip URLs, apart from the writes (paths.ts) so that code which only needs a URL (the
// entry's reads, the public endpoints) does not bring the write descriptors along (ADR 102).
import { queryString } from '../endpoint/endpoint.ts';
/** VoIP settings URLs of spec §7.2 (settings and net-code check). */
export const VOIP_PATHS = {
  settings: '/api/voipsettings',
  numberBlocking: '/api/voipsettings/numberblocking',
  voicemailForwarding: '/api/voipsettings/voicemailforwarding',
  numberPorting: '/api/voipsettings/numberporting',
  sipPassword: '/api/voipsettings/sippassword',
  checkNetCode: (phoneNumber: string, postalCode: string) =>
    `/api/voipsettings/checknetcode${queryString({ phoneNumber, postalCode })}`,
  /** The variant with two path parameters (spec §7.2). */
  checkNetCodeByPath: (phoneNumber: string, postalCode: string) =>
    `/api/voipsettings/checknetcode/${encodeURIComponent(phoneNumber)}/${encodeURIComponent(postalCode)}`,
} as const;

export interface NetCodeParams {
  phoneNumber: string;
  postalCode: string;
}
