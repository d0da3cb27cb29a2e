export { saveTvSettings } from './saveTvSettings.ts';
