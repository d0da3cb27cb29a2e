import { Button, Stack } from '@vonk/ui';
import { unapplyVoucher, useApiClient } from '@vonk/domain';
import type { AppliedVoucher } from '@vonk/domain';
import { FormMessages } from '../../../forms/FormMessages.tsx';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useText } from '../../../i18n/useText.ts';
import type { VoucherNotice } from './voucherNotice.ts';

interface AppliedVoucherItemProps {
  voucher: AppliedVoucher;
  /** Told when a removal starts (null) and when it went through: the list says it, not the item. */
  onNotice: (notice: VoucherNotice) => void;
}

/**
 * One applied voucher: what it gives, and taking it off (POST /api/vouchers/unapply). A refusal or
 * failure is said here; a removal that went through is said by the list, as this item goes.
 */
export function AppliedVoucherItem({ voucher, onNotice }: AppliedVoucherItemProps) {
  const t = useText();
  const client = useApiClient();
  const form = usePortalForm({
    id: `abonnementen/vouchers/${voucher.voucherCode}`,
    fieldIds: {},
    defaultValues: {},
    onSubmit: () => {
      onNotice(null);
      return unapplyVoucher(client, voucher.voucherCode);
    },
    onSaved: () => onNotice({ kind: 'removed', voucher }),
  });
  return (
    <li>
      <form {...form.formProps} aria-label={voucher.voucherCode}>
        <Stack gap="2">
          <FormMessages
            form={form}
            failedTitle={t('subscriptions.vouchers.removeFailed.title')}
            failedBody={t('subscriptions.vouchers.removeFailed.body')}
          />
          <p>
            <strong>{voucher.voucherCode}</strong>
            {' · '}
            <span>
              {t('subscriptions.vouchers.gives', {
                description: voucher.description,
                percentage: voucher.discountPercentage,
                months: voucher.months,
              })}
            </span>
          </p>
          <div>
            <Button
              type="submit"
              variant="secondary"
              loading={form.submitting()}
              loadingText={t('subscriptions.vouchers.removing')}
            >
              {t('subscriptions.vouchers.remove', { code: voucher.voucherCode })}
            </Button>
          </div>
        </Stack>
      </form>
    </li>
  );
}
