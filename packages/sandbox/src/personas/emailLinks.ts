// Verification links the fixtures start with (ADR 128), so stories and tests can open each state
// of /nieuwe-gebruikersnaam without first asking for a change: wim (wachtend) waits for a valid
// link, sanne's expired, and one token counts as opened before. Sandbox only; a real token is random.
export const DEMO_EMAIL_LINKS = {
  valid: 'demo-link-geldig',
  expired: 'demo-link-verlopen',
  used: 'demo-link-gebruikt',
} as const;
