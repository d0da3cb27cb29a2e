/**
 * The security software partner of the order history filter (spec §3 PartnerName). Here, beside
 * the security reads, so a route loader naming it does not pull the change rules into the entry.
 */
export const SECURITY_PARTNER = 'F-Secure';
