/** Spec §3: the channels a privacy choice can cover. */
export type PrivacyChannel = 'Email' | 'Letter' | 'Sms' | 'Phone';

/** GET and POST /api/account/privacysettings (spec §3, §7.2). */
export interface PrivacySettings {
  commercialOfferings: boolean;
  commercialOfferingsChannels: PrivacyChannel[];
  useResearchData: boolean;
  useResearchDataChannels: PrivacyChannel[];
}
