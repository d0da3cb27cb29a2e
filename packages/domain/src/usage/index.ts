export { usageUrl, useVodUsage, useVoipUsage } from './useUsage.ts';
