import type { IconName } from '../Icon/icons.ts';

export interface MenuItemDefinition {
  id: string;
  label: string;
  icon?: IconName;
}
