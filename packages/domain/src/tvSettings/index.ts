export { useTvSettings } from './useTvSettings.ts';
export { saveTvSettings } from './saveTvSettings.ts';
