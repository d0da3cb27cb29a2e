import type { PrivacyChannel, PrivacySettings } from './schema.ts';

// The privacy choices of /mijn-gegevens (spec §3 privacy settings, §4 channel rule): two purposes,
// each a master switch with its channels. Spec §4: a channel is on only when its master is on and
// the channel is listed. The form keeps it that way (ADR 045): turning a channel on turns its
// master on, turning the master off clears its channels, and a master without channels is off.

/** Channels in the order the form shows them. */
export const PRIVACY_CHANNELS = [
  'Email',
  'Letter',
  'Sms',
  'Phone',
] as const satisfies readonly PrivacyChannel[];

/** The two purposes (master flags) with their channel lists. */
export const PRIVACY_PURPOSES = {
  commercialOfferings: 'commercialOfferingsChannels',
  useResearchData: 'useResearchDataChannels',
} as const satisfies Record<string, keyof PrivacySettings>;
export type PrivacyPurpose = keyof typeof PRIVACY_PURPOSES;

/** Spec §4: on only when the master is on and the channel is listed. */
export function isChannelOn(
  settings: PrivacySettings,
  purpose: PrivacyPurpose,
  channel: PrivacyChannel,
): boolean {
  return settings[purpose] && settings[PRIVACY_PURPOSES[purpose]].includes(channel);
}

/** The channels that are really on for a purpose, in form order. */
export function channelsOn(settings: PrivacySettings, purpose: PrivacyPurpose): PrivacyChannel[] {
  return PRIVACY_CHANNELS.filter((channel) => isChannelOn(settings, purpose, channel));
}

/** The settings as the rule reads them: listed channels only while the master is on. */
export function normalisePrivacySettings(settings: PrivacySettings): PrivacySettings {
  const commercial = channelsOn(settings, 'commercialOfferings');
  const research = channelsOn(settings, 'useResearchData');
  return {
    commercialOfferings: commercial.length > 0,
    commercialOfferingsChannels: commercial,
    useResearchData: research.length > 0,
    useResearchDataChannels: research,
  };
}

/** Master on: the channels that were listed, or all when none were; off: no channels. */
export function setPurpose(
  settings: PrivacySettings,
  purpose: PrivacyPurpose,
  on: boolean,
): PrivacySettings {
  const listed = PRIVACY_CHANNELS.filter((channel) =>
    settings[PRIVACY_PURPOSES[purpose]].includes(channel),
  );
  const channels = on ? (listed.length > 0 ? listed : [...PRIVACY_CHANNELS]) : [];
  return normalisePrivacySettings({
    ...settings,
    [purpose]: on,
    [PRIVACY_PURPOSES[purpose]]: channels,
  });
}

/** One channel on or off; on turns its master on, the last one off turns the master off. */
export function setChannel(
  settings: PrivacySettings,
  purpose: PrivacyPurpose,
  channel: PrivacyChannel,
  on: boolean,
): PrivacySettings {
  const current = channelsOn(settings, purpose);
  const channels = on
    ? PRIVACY_CHANNELS.filter((known) => known === channel || current.includes(known))
    : current.filter((known) => known !== channel);
  return normalisePrivacySettings({
    ...settings,
    [purpose]: channels.length > 0,
    [PRIVACY_PURPOSES[purpose]]: channels,
  });
}
