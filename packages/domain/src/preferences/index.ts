export { saveDisplayPreferences } from './saveDisplayPreferences.ts';
export {
  DEFAULT_DISPLAY_PREFERENCES,
  TEXT_SIZES,
  displayPreferencesKey,
  hasDisplayPreferences,
  parseRememberedPreferences,
  rememberedPreferencesText,
} from './rules.ts';
