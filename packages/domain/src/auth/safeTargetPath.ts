/**
 * The in-app path to return to after login (spec §2.6). Paths containing auth-callback or
 * agentlogin start from the root, and anything that is not a same-origin path (`//host`, `https:`)
 * becomes '/' too, so the state can never carry an open redirect.
 */
export function safeTargetPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  if (path.includes('auth-callback') || path.includes('agentlogin')) return '/';
  return path;
}
