import type { WriteResult } from '../contract/common.ts';
import { queryString, read, returns, readWith, write } from '../contract/endpoint.ts';
import type {
  NetCodeCheck,
  NumberBlockingRequest,
  NumberPortingRequest,
  SipPasswordRequest,
  SipPasswordResult,
  VoicemailForwardingRequest,
  VoipSettings,
} from './schema.ts';

/** VoIP settings URLs of spec §7.2 (settings and net-code check 300 s). */
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

export const voipReads = {
  voipSettings: read(VOIP_PATHS.settings, 'medium', returns<VoipSettings>()),
  netCodeCheck: readWith<NetCodeCheck, NetCodeParams>(
    '/api/voipsettings/checknetcode',
    'medium',
    ({ phoneNumber, postalCode }) => VOIP_PATHS.checkNetCode(phoneNumber, postalCode),
  ),
  netCodeCheckByPath: readWith<NetCodeCheck, NetCodeParams>(
    '/api/voipsettings/checknetcode/*/*',
    'medium',
    ({ phoneNumber, postalCode }) => VOIP_PATHS.checkNetCodeByPath(phoneNumber, postalCode),
  ),
};

// Each line write clears GET /api/voipsettings, so mounted hooks refetch it (spec §7.2).
const clears = [VOIP_PATHS.settings];
const VOIP = 'SS - Vast bellen';

export const voipWrites = {
  saveNumberBlocking: write<NumberBlockingRequest, WriteResult>('POST', VOIP_PATHS.numberBlocking, {
    tracking: { category: VOIP, label: 'Nummerblokkering wijzigen' },
    clears,
  }),
  saveVoicemailForwarding: write<VoicemailForwardingRequest, WriteResult>(
    'POST',
    VOIP_PATHS.voicemailForwarding,
    { tracking: { category: VOIP, label: 'Voicemail en doorschakelen wijzigen' }, clears },
  ),
  requestNumberPorting: write<NumberPortingRequest, WriteResult>('POST', VOIP_PATHS.numberPorting, {
    tracking: { category: VOIP, label: 'Nummerbehoud aanvragen' },
    clears,
  }),
  resetSipPassword: write<SipPasswordRequest, SipPasswordResult>('POST', VOIP_PATHS.sipPassword, {
    tracking: { category: VOIP, label: 'SIP-wachtwoord opnieuw instellen' },
    clears,
  }),
};
