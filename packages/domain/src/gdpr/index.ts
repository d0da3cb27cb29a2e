export { downloadGdprData, GDPR_FILE_NAME } from './downloadGdprData.ts';
