import type { OverviewProduct } from '@vonk/domain';
import { useProductName } from '../i18n/useProductName.ts';
import { useText } from '../i18n/useText.ts';
import type { MessageId } from '../i18n/messages.ts';
import landingMessages from '../i18n/compiled/landing.json';
import { registerPageMessages } from '../i18n/messages.ts';

// Texts it shares with other pages (ADR 084), in the landing dashboard's small part (issue #34).
registerPageMessages(landingMessages);

/** Roles worth naming beside the product; the main product of a group speaks for itself. */
const ROLE_LABEL: Partial<Record<OverviewProduct['role'], MessageId>> = {
  premiumPackage: 'subscriptions.role.premiumPackage',
  themePackage: 'subscriptions.role.themePackage',
  setTopBox: 'subscriptions.role.setTopBox',
  primaryLine: 'subscriptions.role.primaryLine',
  secondaryLine: 'subscriptions.role.secondaryLine',
};

type Labelled = Pick<OverviewProduct, 'displayName' | 'role'>;

/**
 * How a current product is told apart wherever it is listed (/abonnementen, the dashboard, a move;
 * issue #26): its name (ADR 122) and, where it adds something, its role, so kees's two
 * "Vast bellen Basis" read "(eerste lijn)" and "(tweede lijn)".
 */
export function useProductLabel() {
  const t = useText();
  const productName = useProductName();
  const role = (product: Pick<OverviewProduct, 'role'>): string | null => {
    const id = ROLE_LABEL[product.role];
    return id ? t(id) : null;
  };
  const label = (product: Labelled): string => {
    const named = role(product);
    return named ? `${productName(product)} (${named})` : productName(product);
  };
  return { role, label };
}
