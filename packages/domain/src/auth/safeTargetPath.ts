import { routePaths } from '../navigation/routePaths.ts';

/** Segment names whose paths start authentication from the root (spec §2.6). */
const RESTART = [routePaths.authCallback, routePaths.agentLogin].map(
  (route) => route.pattern.split('/')[1]!,
);

/**
 * The in-app path to return to after login (spec §2.6). Paths containing auth-callback or
 * agentlogin start from the root, and anything that is not a same-origin path (`//host`, `https:`)
 * becomes '/' too, so the state can never carry an open redirect.
 */
export function safeTargetPath(path: string | null | undefined): string {
  const root = routePaths.root.href();
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return root;
  if (RESTART.some((segment) => path.includes(segment))) return root;
  return path;
}
