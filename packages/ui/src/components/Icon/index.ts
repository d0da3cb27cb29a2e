export { Icon } from './Icon.tsx';
export type { IconProps } from './Icon.tsx';
export { iconNames, subscriptionIconName } from './icons.ts';
export type { IconName, SubscriptionIconType } from './icons.ts';
