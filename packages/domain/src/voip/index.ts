export { useNetCodeCheck, useVoipSettings } from './useVoipSettings.ts';
export {
  requestNumberPorting,
  resetSipPassword,
  saveNumberBlocking,
  saveVoicemailForwarding,
} from './saveVoipSettings.ts';
export {
  donorNumberError,
  donorProviderError,
  forwardingDestinationError,
  isPortingInProgress,
  netCodeProblem,
  toVoicemailForwardingRequest,
} from './rules.ts';
export type { DonorNumberError, ForwardingDestinationError } from './rules.ts';
