/** Typed paths of the portal (spec §2.1, §2.2), with href builders where a path has parameters. */
export const paths = {
  root: '/',
  dashboard: '/dashboard',
  authCallback: '/auth-callback',
  agentLogin: (customerCode: string) => `/agentlogin/${encodeURIComponent(customerCode)}`,
  logout: '/logout',
  notFound: '/404',
  error: '/error',
  maintenance: '/maintenance',
} as const;
