import { Button, Section, Stack } from '@vonk/ui';
import { reads, routePaths } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { usePageData } from '../../../shell/usePageData.ts';
import { AppliedVoucherItem } from './AppliedVoucherItem.tsx';
import { ApplyVoucherForm } from './ApplyVoucherForm.tsx';

/**
 * Issue #14 vouchers (ADR 069): the codes the customer has applied, each can be taken off, and a
 * code to apply. Not a three-step flow: a code says what it gives only once the API knows it, and
 * both writes are undone by the other one.
 */
export function Vouchers() {
  const t = useText();
  const { data: vouchers } = usePageData(reads.vouchers);
  if (!vouchers) return null;
  return (
    <Stack gap="6">
      <Section title={t('subscriptions.vouchers.listTitle')}>
        {vouchers.length > 0 ? (
          <ul>
            {vouchers.map((voucher) => (
              <AppliedVoucherItem key={voucher.voucherCode} voucher={voucher} />
            ))}
          </ul>
        ) : (
          <p>{t('subscriptions.vouchers.none')}</p>
        )}
      </Section>
      <ApplyVoucherForm />
      <div>
        <Button href={routePaths.subscriptions.href()} variant="tertiary">
          {t('subscriptions.cease.back')}
        </Button>
      </div>
    </Stack>
  );
}
