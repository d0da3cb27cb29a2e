import type { Auth } from '@vonk/domain';

/**
 * Resolves when a session is stored; otherwise never, because the shell's loader is redirecting
 * to the identity provider. Route loaders and the lazy imports of shell code wait on it, so a
 * signed-out visit to a shell route downloads no shell or page code and calls no API (issue #10).
 */
export async function untilSignedIn(auth: Pick<Auth, 'getUser'>): Promise<void> {
  if (await auth.getUser()) return;
  return new Promise<never>(() => {});
}

/** A lazy route import that starts only once signed in (see `untilSignedIn`). */
export function afterSignIn<T>(auth: Pick<Auth, 'getUser'>, load: () => Promise<T>) {
  return async () => {
    await untilSignedIn(auth);
    return load();
  };
}
