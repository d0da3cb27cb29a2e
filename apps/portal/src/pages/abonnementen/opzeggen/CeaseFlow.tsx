import { useState } from 'react';
import { Stack } from '@vonk/ui';
import { calendarDate, ceaseBlocks, reads } from '@vonk/domain';
import { useLocation, useSearchParams } from 'react-router-dom';
import { usePortal } from '../../../session/PortalContext.tsx';
import { usePageData } from '../../../shell/usePageData.ts';
import { CeaseBlocked } from './CeaseBlocked.tsx';
import { CeaseChoice } from './CeaseChoice.tsx';
import { CeaseReceipt } from './CeaseReceipt.tsx';
import { CeaseSummary } from './CeaseSummary.tsx';
import { flowStep } from '../flowSteps.ts';
import type { CeaseReceiptState } from './ceaseSteps.ts';

/**
 * Issue #14 cancel (ADR 049): blocked while a contract runs or an order is open (spec §5, §8,
 * every reason shown); otherwise as many steps as ordering: choose, summary with the end date and
 * what ends with it plus the confirm button, receipt. The step and the product are in the URL.
 */
export function CeaseFlow() {
  const [search] = useSearchParams();
  const { today = () => new Date() } = usePortal();
  const { data: contract } = usePageData(reads.contractInfo);
  const { data: openOrder } = usePageData(reads.anyOpenOrder);
  const step = flowStep(search.get('stap'));
  const product = search.get('product') ?? '';
  const location = useLocation();
  // Set the moment the cease is confirmed: its write clears the orders, and the open order it
  // made must not turn the page into "blocked" before the receipt shows.
  const [ceased, setCeased] = useState<CeaseReceiptState | null>(null);
  if (ceased || step === 'klaar')
    return <CeaseReceipt receipt={ceased ?? (location.state as CeaseReceiptState | null)} />;
  if (!contract || openOrder === undefined) return null;
  const blocks = ceaseBlocks(contract, openOrder, calendarDate(today()));
  return (
    <Stack gap="6">
      {blocks.length > 0 ? (
        <CeaseBlocked blocks={blocks} />
      ) : step === 'overzicht' && product ? (
        <CeaseSummary technicalId={product} onCeased={setCeased} />
      ) : (
        <CeaseChoice selected={product} />
      )}
    </Stack>
  );
}
