import type { ApiClient } from '../client/createApiClient.ts';
import type {
  NumberBlockingRequest,
  NumberPortingRequest,
  SipPasswordResult,
  VoicemailForwardingRequest,
  WriteResult,
} from '../contract/index.ts';
import { VOIP_PATHS } from './voipPaths.ts';

// Line writes of spec §7.2; each clears GET /api/voipsettings so mounted hooks refetch it.

/** POST /api/voipsettings/numberblocking. */
export function saveNumberBlocking(client: ApiClient, request: NumberBlockingRequest) {
  return client.send<WriteResult>('POST', VOIP_PATHS.numberBlocking, request);
}

/** POST /api/voipsettings/voicemailforwarding. */
export function saveVoicemailForwarding(client: ApiClient, request: VoicemailForwardingRequest) {
  return client.send<WriteResult>('POST', VOIP_PATHS.voicemailForwarding, request);
}

/** POST /api/voipsettings/numberporting. */
export function requestNumberPorting(client: ApiClient, request: NumberPortingRequest) {
  return client.send<WriteResult>('POST', VOIP_PATHS.numberPorting, request);
}

/** POST /api/voipsettings/sippassword {phoneNumber}: a new SIP password, shown once. */
export function resetSipPassword(client: ApiClient, phoneNumber: string) {
  return client.send<SipPasswordResult>('POST', VOIP_PATHS.sipPassword, { phoneNumber });
}
