export { useNetCodeCheck, useVoipSettings } from './useVoipSettings.ts';
export {
  requestNumberPorting,
  resetSipPassword,
  saveNumberBlocking,
  saveVoicemailForwarding,
} from './saveVoipSettings.ts';
