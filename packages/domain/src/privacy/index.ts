export { savePrivacySettings, usePrivacySettings } from './usePrivacySettings.ts';
export { OPT_OUT_PATHS, getOptOut, saveOptOut } from './optOut.ts';
