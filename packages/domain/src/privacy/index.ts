export { saveOptOut } from './optOut.ts';
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
export { useSaveOptOut } from './useSaveOptOut.ts';
export { savePrivacySettings } from './savePrivacySettings.ts';
