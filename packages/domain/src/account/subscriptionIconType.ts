/** Spec §3: subscription icon type. The numbers are the API's values. */
export const SubscriptionIconType = {
  PrePaid: 0,
  PostPaid: 1,
  Fixed1p: 10,
  Fixed2pVoip: 11,
  Fixed2pTv: 12,
  Fixed3p: 13,
} as const;
export type SubscriptionIconType = (typeof SubscriptionIconType)[keyof typeof SubscriptionIconType];
