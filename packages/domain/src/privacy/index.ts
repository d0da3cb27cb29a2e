export { savePrivacySettings, usePrivacySettings } from './usePrivacySettings.ts';
