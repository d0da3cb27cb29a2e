export { getFeatures } from './getFeatures.ts';
export { useFeatures } from './useFeatures.ts';
