export type { AuthEvent, AuthEventType } from './AuthEvent.ts';
export * from './authConstants.ts';
export { agentSessionKeys } from './agentSessionKeys.ts';
export { createAuth } from './createAuth.ts';
export type { Auth, AuthEnvironment } from './createAuth.ts';
export { createNonce } from './createNonce.ts';
export { renewDelay } from './renewDelay.ts';
export type { TokenTimes } from './renewDelay.ts';
export { safeTargetPath } from './safeTargetPath.ts';
export { sessionProfile } from './SessionProfile.ts';
export type { SessionProfile } from './SessionProfile.ts';
export { userManagerSettings } from './userManagerSettings.ts';
export type { AuthSettings } from './userManagerSettings.ts';
export { validateIdTokenClaims } from './validateIdTokenClaims.ts';
export type { IdTokenExpectations } from './validateIdTokenClaims.ts';
export { createKeepAlive, keepAliveSettings, KEEP_ALIVE_CONFIG_KEY } from './createKeepAlive.ts';
export type { KeepAlive, KeepAliveOptions } from './createKeepAlive.ts';
export { createTokenRenewal } from './createTokenRenewal.ts';
export type {
  TokenRenewal,
  TokenRenewalOptions,
  TokensRenewedMessage,
} from './createTokenRenewal.ts';
export { defaultRenewalLocks, inTabLocks } from './renewalLocks.ts';
export type { RenewalLocks } from './renewalLocks.ts';
export { openTabChannel } from './tabChannel.ts';
export type { TabChannel } from './tabChannel.ts';
