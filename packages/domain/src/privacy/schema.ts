import { z } from 'zod/mini';
import { WriteResult } from '../endpoint/common.ts';

/** Spec §3: the channels a privacy choice can cover. */
export const PrivacyChannel = z.enum(['Email', 'Letter', 'Sms', 'Phone']);
export type PrivacyChannel = z.infer<typeof PrivacyChannel>;

/** GET and POST /api/account/privacysettings (spec §3, §7.2). */
export const PrivacySettings = z.strictObject({
  commercialOfferings: z.boolean(),
  commercialOfferingsChannels: z.array(PrivacyChannel),
  useResearchData: z.boolean(),
  useResearchDataChannels: z.array(PrivacyChannel),
});
export type PrivacySettings = z.infer<typeof PrivacySettings>;

/**
 * Opt-out v2 (spec §7.2): GET /api/optout/v2/{id} and PUT /api/optout/v2, used by the public
 * /unsubscribe page from a link in an e-mail, so the id is the credential. Fields designed here.
 * The e-mail links to /unsubscribe?id={id} (OPT_OUT_ID_PARAM), e.g. ?id=optout-10000001.
 */
export const OptOutPreferences = z.strictObject({
  id: z.string(),
  /** Masked, e.g. 'j***@example.nl': the page shows whose preferences these are. */
  emailAddress: z.string(),
  commercialEmail: z.boolean(),
  newsletter: z.boolean(),
  surveys: z.boolean(),
});
export type OptOutPreferences = z.infer<typeof OptOutPreferences>;

/** PUT /api/optout/v2 body: the preferences without the masked address. */
export const OptOutUpdate = z.omit(OptOutPreferences, { emailAddress: true });
export type OptOutUpdate = z.infer<typeof OptOutUpdate>;

export const privacySchemas = {
  reads: { privacySettings: PrivacySettings, optOut: OptOutPreferences },
  writes: {
    savePrivacySettings: { body: PrivacySettings, result: WriteResult },
    saveOptOut: { body: OptOutUpdate, result: WriteResult },
  },
};
