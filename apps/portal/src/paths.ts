import { OPT_OUT_ID_PARAM, RETURN_REFERENCE_PARAM } from '@vonk/domain';

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
  /** Public /unsubscribe; the e-mail link carries the opt-out id as `?id=` (contract). */
  unsubscribe: (id?: string) =>
    id ? `/unsubscribe?${new URLSearchParams({ [OPT_OUT_ID_PARAM]: id })}` : '/unsubscribe',
  /** Public /retour-label; the e-mail link carries the reference as `?referentie=` (contract). */
  returnLabel: (reference?: string) =>
    reference
      ? `/retour-label?${new URLSearchParams({ [RETURN_REFERENCE_PARAM]: reference })}`
      : '/retour-label',
  /** Public /overstappen-afronden/{reference}; without a reference the page asks for it. */
  completeTransfer: (reference?: string) =>
    reference ? `/overstappen-afronden/${encodeURIComponent(reference)}` : '/overstappen-afronden',
} as const;
