import { Link, Spinner, Stack } from '@vonk/ui';
import {
  isPathSegment,
  orderProductNames,
  reads,
  routePaths,
  withdrawalPeriod,
} from '@vonk/domain';
import type { Order } from '@vonk/domain';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useText } from '../../../i18n/useText.ts';
import { usePortal } from '../../../session/PortalContext.tsx';
import { usePageData } from '../../../shell/usePageData.ts';
import { WithdrawalClosed } from './WithdrawalClosed.tsx';
import { WithdrawalConfirm } from './WithdrawalConfirm.tsx';
import { WithdrawalDetails } from './WithdrawalDetails.tsx';
import type { WithdrawalChoice } from './WithdrawalDetails.tsx';
import { WithdrawalReceipt } from './WithdrawalReceipt.tsx';
import pageMessages from '../../../i18n/compiled/pages/bestellingen.json';
import { registerPageMessages } from '../../../i18n/messages.ts';
import folderMessages from '../../../i18n/compiled/pages/bestellingen.herroepen.json';

registerPageMessages(pageMessages);
// The texts only this folder uses (issue #34).
registerPageMessages(folderMessages);

/** The steps of `?stap=`: what identifies the contract, the separate confirmation, the receipt. */
export type WithdrawalStep = 'gegevens' | 'bevestigen' | 'ontvangen';
const stepOf = (value: string | null): WithdrawalStep =>
  value === 'bevestigen' || value === 'ontvangen' ? value : 'gegevens';

/**
 * /bestellingen/:orderId/herroepen (CRD art. 11a, ADR 130): step 1 asks only what identifies the
 * contract, step 2 is the separate confirmation "Herroeping hier bevestigen", then the receipt,
 * built from the order's own withdrawal so a reload or a link shows the same. The domain decides
 * whether the order can be withdrawn (ADR 130); the page renders it.
 */
export function WithdrawalPage() {
  const { orderId = '' } = useParams();
  const t = useText();
  // A crafted segment names no order (issue #27): back to the orders, without asking the API.
  if (!isPathSegment(orderId)) return <Navigate to={routePaths.orders.href()} replace />;
  return (
    <Stack gap="6">
      <WithdrawalSteps orderId={orderId} />
      <Link href={routePaths.orderDetail.href({ orderId })}>
        {t('withdrawal.toOrder', { id: orderId })}
      </Link>
    </Stack>
  );
}

function WithdrawalSteps({ orderId }: { orderId: string }) {
  const t = useText();
  const [search] = useSearchParams();
  const location = useLocation();
  const { today = () => new Date() } = usePortal();
  const { data: order, mutate } = usePageData(reads.order, { id: orderId });
  const { data: account } = usePageData(reads.account);
  if (!order || !account) return <Spinner label={t('withdrawal.loading')} />;
  const step = stepOf(search.get('stap'));
  const period = withdrawalPeriod(order, today());
  if (period.kind === 'withdrawn')
    return <WithdrawalReceipt order={order} withdrawal={period.withdrawal} />;
  if (period.kind === 'closed') return <WithdrawalClosed order={order} period={period} />;
  const choice = location.state as WithdrawalChoice | null;
  if (step === 'bevestigen' && choice)
    return <WithdrawalConfirm order={order} choice={choice} onWithdrawn={() => mutate()} />;
  // A reload of step 2 (or a link to the receipt before withdrawing) starts at step 1.
  if (step !== 'gegevens')
    return <Navigate to={routePaths.orderWithdrawal.href({ orderId })} replace />;
  return (
    <WithdrawalDetails order={order} period={period} defaults={defaultChoice(order, account)} />
  );
}

/** Step 1 prefilled: the account's name and e-mail, the whole order. */
function defaultChoice(
  order: Order,
  account: {
    personInformation: { firstName: string; lastName: string; primaryEmailAddress: string };
  },
): WithdrawalChoice {
  const { firstName, lastName, primaryEmailAddress } = account.personInformation;
  return {
    name: `${firstName} ${lastName}`.trim(),
    products: orderProductNames(order),
    emailAddress: primaryEmailAddress,
  };
}
