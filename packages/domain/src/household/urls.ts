// The household URLs, apart from the writes (paths.ts) so that code which only needs a URL (the
// entry's reads, the public endpoints) does not bring the write descriptors along (ADR 102).

export const HOUSEHOLD_PATHS = {
  dashboardAddress: '/api/household/dashboardaddress',
  subscribeAddress: '/api/household/subscribeaddress',
  mayJoin: '/api/household/mayjoin',
  subscribe: '/api/household/subscribe',
  unsubscribe: '/api/household/unsubscribe',
  registration: '/api/household/registration',
  benefit: '/api/household/benefit',
} as const;
