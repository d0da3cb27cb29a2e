import { AUTH_CHANNEL_NAME } from './authConstants.ts';

/** The part of BroadcastChannel auth uses; a test hub can stand in for it. */
export interface TabChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

/** `new BroadcastChannel('vonk-auth')`, or null where there is none (then tabs renew alone). */
export function openTabChannel(): TabChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL_NAME);
}
