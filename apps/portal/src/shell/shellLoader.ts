import type { LoaderFunctionArgs } from 'react-router-dom';
import type { RouteDeps } from '../routes.tsx';

/**
 * Login guard of the authenticated shell (spec §2.6): without a session, start authentication and
 * carry the requested path in the auth state; the route never opens meanwhile.
 */
export function createShellLoader({ auth }: RouteDeps) {
  return async function shellLoader({ request }: LoaderFunctionArgs) {
    const user = await auth.getUser();
    if (user) return { profile: auth.profile(user) };
    const url = new URL(request.url);
    await auth.signIn(`${url.pathname}${url.search}`);
    return new Promise<never>(() => {});
  };
}
