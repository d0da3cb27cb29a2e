/**
 * Spec §3 product name of cloud recording. Its own module: the overview's monthly total needs it,
 * and importing it from the ordering rules put those in every page that lists products.
 */
export const CLOUD_RECORDING = 'TV Cloud recording';
