import { useState } from 'react';
import { Stack } from '@vonk/ui';
import { cancelOption, cancelOptions } from '@vonk/domain';
import type { CeaseBlock } from '@vonk/domain';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CeaseBlocked } from './CeaseBlocked.tsx';
import { CeaseChoice } from './CeaseChoice.tsx';
import { CeaseReceiptStep, CeaseSummaryStep } from './lazyCeaseSteps.tsx';
import { flowStep } from '../flowSteps.ts';
import { useChangeFacts } from '../useChangeFacts.ts';
import type { CeaseReceiptState } from './ceaseSteps.ts';
import pageMessages from '../../../i18n/compiled/pages/abonnementen.json';
import folderMessages from '../../../i18n/compiled/pages/abonnementen.opzeggen.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only this folder uses; the page's own come with its page (issue #34).
// The texts it shares with the overview and the other flows, not the overview's own (issue #34).
registerPageMessages(pageMessages);
registerPageMessages(folderMessages);

/**
 * Issue #14 cancel (ADR 049), what may be cancelled decided by the domain (ADR 120): a product
 * that is blocked, or already being cancelled, shows why on the flow's first step; the choice
 * offers what can go now and says why the rest cannot; when nothing can and something is
 * blocked (a contract, an order), the blocks instead (spec §8 cease modal).
 * Otherwise: choose, summary with the end date and what ends with it plus the confirm, receipt.
 */
export function CeaseFlow() {
  const [search] = useSearchParams();
  const facts = useChangeFacts();
  const step = flowStep(search.get('stap'));
  const product = search.get('product') ?? '';
  const location = useLocation();
  // Set the moment the cease is confirmed: its write clears the orders, and the cancellation it
  // started must not turn the page into "already cancelled" before the receipt shows.
  const [ceased, setCeased] = useState<CeaseReceiptState | null>(null);
  if (ceased || step === 'klaar')
    return (
      <CeaseReceiptStep
        skeletonLines={2}
        receipt={ceased ?? (location.state as CeaseReceiptState | null)}
      />
    );
  if (!facts) return null;
  const chosen = product ? cancelOption(facts, product) : null;
  const options = cancelOptions(facts).filter(({ option }) => option.kind !== 'withTv');
  const blocks =
    chosen?.kind === 'blocked'
      ? chosen.blocks
      : chosen?.kind === 'ending'
        ? [{ reason: 'ceaseRunning' as const, ...chosen }]
        : options.every(({ option }) => option.kind !== 'can') &&
            options.some(({ option }) => option.kind === 'blocked')
          ? uniqueBlocks(options.flatMap(({ option }) => blocksOf(option)))
          : [];
  return (
    <Stack gap="6">
      {blocks.length > 0 && (step === 'overzicht' || chosen === null) ? (
        <CeaseBlocked blocks={blocks} openOrders={facts.openOrders} />
      ) : step === 'overzicht' && chosen ? (
        <CeaseSummaryStep
          technicalId={product}
          plan={chosen.kind === 'can' ? chosen.plan : null}
          onCeased={setCeased}
        />
      ) : (
        <CeaseChoice selected={product} options={options} />
      )}
    </Stack>
  );
}

function blocksOf(option: ReturnType<typeof cancelOptions>[number]['option']): CeaseBlock[] {
  if (option.kind === 'blocked') return option.blocks;
  if (option.kind === 'ending') return [{ reason: 'ceaseRunning', ...option }];
  return [];
}

/** Contract first, each order once; a running cancellation once per cancelled product. */
function uniqueBlocks(blocks: readonly CeaseBlock[]): CeaseBlock[] {
  const seen = new Map<string, CeaseBlock>();
  for (const block of blocks) {
    const id =
      block.reason === 'ceaseRunning'
        ? `running-${block.cancelled.technicalId}`
        : block.reason === 'openOrder'
          ? `order-${block.orderId}`
          : block.reason;
    if (!seen.has(id)) seen.set(id, block);
  }
  return [...seen.values()].toSorted(
    (a, b) => Number(b.reason === 'contract') - Number(a.reason === 'contract'),
  );
}
