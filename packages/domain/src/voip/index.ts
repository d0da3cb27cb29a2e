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
  isGeographicNumber,
  isPortingInProgress,
  netCodeProblem,
  numberOnMove,
  toVoicemailForwardingRequest,
} from './rules.ts';
export type { DonorNumberError, ForwardingDestinationError, NumberOnMove } from './rules.ts';
