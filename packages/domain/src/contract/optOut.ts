/**
 * Opt-out v2 (spec §7.2): GET /api/optout/v2/{id} and PUT /api/optout/v2, used by the public
 * /unsubscribe page from a link in an e-mail, so the id is the credential. Fields designed here.
 * The e-mail links to /unsubscribe?id={id} (OPT_OUT_ID_PARAM), e.g. ?id=optout-10000001.
 */
export interface OptOutPreferences {
  id: string;
  /** Masked, e.g. 'j***@example.nl': the page shows whose preferences these are. */
  emailAddress: string;
  commercialEmail: boolean;
  newsletter: boolean;
  surveys: boolean;
}

/** Query parameter of the unsubscribe link in an e-mail that carries the opt-out id. */
export const OPT_OUT_ID_PARAM = 'id';
