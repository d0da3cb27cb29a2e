import type { WriteResult } from '../endpoint/common.ts';
import { write } from '../endpoint/endpoint.ts';
import type {
  NumberBlockingRequest,
  NumberPortingRequest,
  SipPasswordRequest,
  SipPasswordResult,
  VoicemailForwardingRequest,
} from './schema.ts';
import { VOIP_PATHS } from './urls.ts';

export * from './urls.ts';

const VOIP = 'SS - Vast bellen';

export const voipWrites = {
  saveNumberBlocking: write<NumberBlockingRequest, WriteResult>('POST', VOIP_PATHS.numberBlocking, {
    clears: ['/api/voipsettings'],
    tracking: { category: VOIP, label: 'Nummerblokkering wijzigen' },
  }),
  saveVoicemailForwarding: write<VoicemailForwardingRequest, WriteResult>(
    'POST',
    VOIP_PATHS.voicemailForwarding,
    {
      clears: ['/api/voipsettings'],
      tracking: { category: VOIP, label: 'Voicemail en doorschakelen wijzigen' },
    },
  ),
  requestNumberPorting: write<NumberPortingRequest, WriteResult>('POST', VOIP_PATHS.numberPorting, {
    clears: ['/api/voipsettings'],
    tracking: { category: VOIP, label: 'Nummerbehoud aanvragen' },
  }),
  resetSipPassword: write<SipPasswordRequest, SipPasswordResult>('POST', VOIP_PATHS.sipPassword, {
    clears: ['/api/voipsettings'],
    tracking: { category: VOIP, label: 'SIP-wachtwoord opnieuw instellen' },
  }),
};
