import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import { voipWrites } from './paths.ts';
import type {
  NumberBlockingRequest,
  NumberPortingRequest,
  VoicemailForwardingRequest,
} from './schema.ts';

// Line writes of spec §7.2; each clears GET /api/voipsettings so mounted hooks refetch it.

/** POST /api/voipsettings/numberblocking. */
export function saveNumberBlocking(client: ApiClient, request: NumberBlockingRequest) {
  return sendWrite(client, voipWrites.saveNumberBlocking, request);
}

/** POST /api/voipsettings/voicemailforwarding. */
export function saveVoicemailForwarding(client: ApiClient, request: VoicemailForwardingRequest) {
  return sendWrite(client, voipWrites.saveVoicemailForwarding, request);
}

/** POST /api/voipsettings/numberporting. */
export function requestNumberPorting(client: ApiClient, request: NumberPortingRequest) {
  return sendWrite(client, voipWrites.requestNumberPorting, request);
}

/** POST /api/voipsettings/sippassword {phoneNumber}: a new SIP password, shown once. */
export function resetSipPassword(client: ApiClient, phoneNumber: string) {
  return sendWrite(client, voipWrites.resetSipPassword, { phoneNumber });
}
