export { sha256Hex } from './sha256Hex.ts';
export {
  CATEGORY_PREFIX,
  LABEL_SEPARATOR,
  track,
  trackLogout,
  trackMutation,
  trackPageView,
  trackingCategory,
  trackingLabel,
} from './track.ts';
export { TrackingEventType } from './TrackingEvent.ts';
export type { DataLayerHit, TrackingEvent } from './TrackingEvent.ts';
export { trackLogin } from './trackLogin.ts';
export { createDataLayerAdapter, createRecordingAdapter } from './trackingPort.ts';
export type { TrackingPort } from './trackingPort.ts';
export { dayMonthYear, trackingProduct } from './trackingProduct.ts';
export type { TrackingProduct } from './trackingProduct.ts';
export { privacyLevel, userPayload } from './userPayload.ts';
export type { PrivacyLevel, UserAddress, UserPayload, UserPayloadInput } from './userPayload.ts';
