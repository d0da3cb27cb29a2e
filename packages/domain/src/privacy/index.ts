export { savePrivacySettings, usePrivacySettings } from './usePrivacySettings.ts';
export { getOptOut, saveOptOut } from './optOut.ts';
export { useOptOut, useSaveOptOut } from './useOptOut.ts';
export {
  NO_EMAIL,
  OPT_OUT_CHOICES,
  isUnsubscribedFromEverything,
  optOutChoices,
  optOutChoicesFrom,
  selectedOptOutChoices,
} from './optOutRules.ts';
export type { OptOutChoice, OptOutChoices } from './optOutRules.ts';
export {
  PRIVACY_CHANNELS,
  PRIVACY_PURPOSES,
  channelsOn,
  isChannelOn,
  normalisePrivacySettings,
  setChannel,
  setPurpose,
} from './channelRules.ts';
export type { PrivacyPurpose } from './channelRules.ts';
