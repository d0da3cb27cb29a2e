export { useGdprAvailability } from './useGdprAvailability.ts';
export { downloadGdprData, GDPR_FILE_NAME } from './downloadGdprData.ts';
