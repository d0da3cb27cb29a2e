import { useState } from 'react';
import { reads, useApiClient } from '@vonk/domain';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useProductName } from '../../i18n/useProductName.ts';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import { flowStep } from './flowSteps.ts';
import type { OrderReceiptState } from './flowSteps.ts';
import { OrderReceiptStep } from './lazyOrderSteps.tsx';

/**
 * What every /abonnementen order flow starts with: texts, product names (ADR 122), client, router, the sandbox-aware
 * today, the subscription, the `?stap=` step and the receipt. `receipt` is the view to return
 * early (step 3, or an order just placed), else null. The placed order is kept in state because
 * its write refreshes the page data, which must not turn the page into "you already have it"
 * before the receipt shows.
 */
export function useOrderFlow() {
  const t = useText();
  const productName = useProductName();
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const { today = () => new Date() } = usePortal();
  const { data: subscription } = usePageData(reads.subscription);
  const [ordered, setOrdered] = useState<OrderReceiptState | null>(null);
  const step = flowStep(search.get('stap'));
  const receipt =
    ordered || step === 'klaar' ? (
      <OrderReceiptStep
        skeletonLines={2}
        receipt={ordered ?? (location.state as OrderReceiptState | null)}
      />
    ) : null;
  /** OrderSummary's `onConfirmed`: keep the order id and go to the receipt at `receiptHref`. */
  const confirmed = (receiptHref: string) => (result: unknown) => {
    const state: OrderReceiptState = {
      orderId: (result as { orderId?: string | null } | undefined)?.orderId ?? null,
    };
    setOrdered(state);
    return navigate(receiptHref, { state });
  };
  return {
    t,
    productName,
    client,
    navigate,
    search,
    today,
    subscription,
    step,
    receipt,
    confirmed,
  };
}
