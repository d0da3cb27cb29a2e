export { usageUrl } from './paths.ts';
export { useVodUsage, useVoipUsage } from './useUsage.ts';
