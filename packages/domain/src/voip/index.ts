export { VOIP_PATHS } from './voipPaths.ts';
export { useNetCodeCheck, useVoipSettings } from './useVoipSettings.ts';
export {
  requestNumberPorting,
  resetSipPassword,
  saveNumberBlocking,
  saveVoicemailForwarding,
} from './saveVoipSettings.ts';
