import { Alert, Stack } from '@vonk/ui';
import {
  reads,
  routePaths,
  SECURITY_DEVICE_OPTIONS,
  securityNames,
  securityOption,
  securityProductsShown,
  securitySelection,
  withVoucher,
} from '@vonk/domain';
import type { SecuritySelection } from '@vonk/domain';
import type { MessageId } from '../../../i18n/messages.ts';
import { usePageData } from '../../../shell/usePageData.ts';
import { OrderSummaryStep } from '../lazyOrderSteps.tsx';
import { useChangeFacts } from '../useChangeFacts.ts';
import { useOrderFlow } from '../useOrderFlow.tsx';
import { SecurityChoice } from './SecurityChoice.tsx';
import { SecurityOrderHistory } from './SecurityOrderHistory.tsx';
import pageMessages from '../../../i18n/compiled/pages/abonnementen.json';
import folderMessages from '../../../i18n/compiled/pages/abonnementen.veilig-online.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only this folder uses; the page's own come with its page (issue #34).
// The texts it shares with the overview and the other flows, not the overview's own (issue #34).
registerPageMessages(pageMessages);
registerPageMessages(folderMessages);

const CHANGE_TEXT: Record<string, MessageId> = {
  AddHome: 'subscriptions.security.change.AddHome',
  AddHomeWithDevices: 'subscriptions.security.change.AddHomeWithDevices',
  Upgrade: 'subscriptions.security.change.Upgrade',
  Downgrade: 'subscriptions.security.change.Downgrade',
  DowngradeToHome: 'subscriptions.security.change.DowngradeToHome',
  RemoveAll: 'subscriptions.security.change.RemoveAll',
  RemoveHome: 'subscriptions.security.change.RemoveHome',
  UpgradeToHomeAndEverywhere: 'subscriptions.security.change.UpgradeToHomeAndEverywhere',
};

/** The selection a URL asks for (`?thuis=ja&apparaten=10`), or null when it names none. */
function selectionFrom(search: URLSearchParams): SecuritySelection | null {
  const value = search.get('apparaten');
  if (value === null || value === '') return null;
  const devices = Number(value);
  if (!SECURITY_DEVICE_OPTIONS.some((option) => option === devices)) return null;
  return { home: search.get('thuis') === 'ja', devices };
}

/**
 * Issue #14 Veilig Online (spec §4, behind `veiligOnlineProductsFeatureIsEnabled`): choose home
 * and the number of device licences; the domain maps the change to add/modify/cease payloads;
 * the shared summary; the receipt. The security order history is on the choice step. What the
 * domain says cannot or need not be sent (a cease that is blocked, a downgrade with nothing to
 * modify; ADR 120) is said on the choice and never reaches the summary.
 */
export function SecurityFlow() {
  const { data: features } = usePageData(reads.features);
  const { t, client, navigate, search, subscription, step, receipt, confirmed } = useOrderFlow();
  const { data: security } = usePageData(reads.securityCustomer);
  const { data: catalogue } = usePageData(reads.availableProducts, { category: 'Security' });
  const facts = useChangeFacts();
  if (receipt) return receipt;
  if (!securityProductsShown(features))
    return <Alert tone="info">{t('subscriptions.security.unavailable')}</Alert>;
  if (!subscription || !security || !catalogue || !facts) return null;

  const current = security.products;
  const currentSelection = securitySelection(current.map((product) => product.name));
  const wanted = selectionFrom(search);
  const option = wanted && securityOption(facts, wanted);
  const requests = option?.kind === 'can' ? option.requests : null;
  const href = (selection: SecuritySelection, stap: 'keuze' | 'overzicht') =>
    routePaths.subscriptionsSecurity.href({
      thuis: selection.home ? 'ja' : 'nee',
      apparaten: String(selection.devices),
      stap,
    });

  if (step === 'keuze' || !wanted || !requests) {
    return (
      <Stack gap="6">
        <SecurityChoice
          current={wanted ?? currentSelection}
          unchanged={currentSelection}
          optionFor={(selection) => securityOption(facts, selection)}
          onChosen={(selection) => navigate(href(selection, 'overzicht'))}
        />
        <SecurityOrderHistory />
      </Stack>
    );
  }
  const { change } = requests;
  const kind = change.kind === 'ModifyLicences' ? change.direction : change.kind;
  return (
    <OrderSummaryStep
      formId={`abonnementen/veilig-online/${kind}`}
      quote={(monthlyNow, date, code) =>
        code.quoteChange(catalogue, current, securityNames(wanted), monthlyNow, date)
      }
      shippingAddress={null}
      voucherFor={
        requests.add
          ? catalogue.filter((product) =>
              requests.add!.products.some((added) => added.name === product.name),
            )
          : undefined
      }
      onConfirm={({ voucherName }, code) =>
        code.changeSecurity(client, withVoucher(requests, voucherName))
      }
      onConfirmed={confirmed(routePaths.subscriptionsSecurity.href({ stap: 'klaar' }))}
      changeHref={href(wanted, 'keuze')}
    >
      <p>{t(CHANGE_TEXT[kind]!)}</p>
    </OrderSummaryStep>
  );
}
