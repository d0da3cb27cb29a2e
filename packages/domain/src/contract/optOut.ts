/**
 * Opt-out v2 (spec §7.2): GET /api/optout/v2/{id} and PUT /api/optout/v2, used by the public
 * /unsubscribe page from a link in an e-mail, so the id is the credential. Fields designed here.
 */
export interface OptOutPreferences {
  id: string;
  /** Masked, e.g. 'j***@example.nl': the page shows whose preferences these are. */
  emailAddress: string;
  commercialEmail: boolean;
  newsletter: boolean;
  surveys: boolean;
}
