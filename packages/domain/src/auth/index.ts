// The session API the portal uses; the pieces createAuth is made of stay inside the package.
export type { AuthEvent, AuthEventType } from './AuthEvent.ts';
export * from './authConstants.ts';
export { createAuth } from './createAuth.ts';
export type { Auth, AuthEnvironment } from './createAuth.ts';
export { sessionProfile } from './SessionProfile.ts';
export type { SessionProfile } from './SessionProfile.ts';
export type { SessionClaims, SessionUser } from './SessionUser.ts';
export { userManagerSettings } from './userManagerSettings.ts';
// The lazily loaded auth chunk's early redemption, as the portal's early script calls it (ADR 107).
export type { EarlySignIn, RedeemEarly } from './createUserManager.ts';
export type { AuthSettings } from './userManagerSettings.ts';
export { createKeepAlive, keepAliveSettings, KEEP_ALIVE_CONFIG_KEY } from './createKeepAlive.ts';
export type { KeepAlive, KeepAliveOptions } from './createKeepAlive.ts';
export type { RenewalLocks } from './renewalLocks.ts';
export type { TabChannel } from './tabChannel.ts';
export { isCustomerCode } from './customerCode.ts';
export { agentMismatch } from './agentMismatch.ts';
export { recordEndedSession, takeEndedSession } from './endedSession.ts';
export { logoutAction, logoutState } from './logoutIntent.ts';
export type { LogoutIntent } from './logoutIntent.ts';
export type { EndedSession, SessionEndReason } from './endedSession.ts';
export { createIdleTimer } from './createIdleTimer.ts';
export type { IdleTimer, IdleTimerOptions } from './createIdleTimer.ts';
export type { IdlePhase } from './idlePhase.ts';
