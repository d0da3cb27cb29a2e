// Signing out is the person's own act (issue #27, ADR 126). A link to /logout on any page, or a
// typed or reloaded URL, carries no intent; only the portal's own navigation does, in the history
// entry's state, which no other site can set. Without it /logout asks before signing out.

/** Why the portal itself goes to /logout: the person chose to, or the API said 401 (spec §8). */
export type LogoutIntent = 'user' | 'unauthorized';

/** The navigation state that carries an intent to /logout. */
export const logoutState = (intent: LogoutIntent) => ({ logoutIntent: intent });

/**
 * What /logout does for a history entry's state: sign out, keeping the form drafts for the same
 * person's return after a 401 (ADR 126), or ask first when nothing in the portal sent it there.
 */
export function logoutAction(
  state: unknown,
): { kind: 'signOut'; keepDrafts: boolean } | { kind: 'confirm' } {
  const intent =
    typeof state === 'object' && state !== null
      ? (state as { logoutIntent?: unknown }).logoutIntent
      : undefined;
  if (intent === 'user') return { kind: 'signOut', keepDrafts: false };
  if (intent === 'unauthorized') return { kind: 'signOut', keepDrafts: true };
  return { kind: 'confirm' };
}
