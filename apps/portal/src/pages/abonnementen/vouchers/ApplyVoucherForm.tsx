import { Alert, Button, Section, Stack, TextField } from '@vonk/ui';
import { applyVoucher, useApiClient, voucherCode } from '@vonk/domain';
import type { VoucherCodeProblem, VoucherResult } from '@vonk/domain';
import { FormMessages } from '../../../forms/FormMessages.tsx';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useText } from '../../../i18n/useText.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import type { VoucherNotice } from './voucherNotice.ts';

const CODE_PROBLEM: Record<VoucherCodeProblem, MessageId> = {
  required: 'subscriptions.vouchers.code.required',
  format: 'subscriptions.vouchers.code.format',
};

interface ApplyVoucherFormProps {
  /** The page's last voucher notice: this form says an apply. */
  notice: VoucherNotice;
  onNotice: (notice: VoucherNotice) => void;
}

/** A voucher code from a letter or an e-mail: checked, sent, and what it gives said back. */
export function ApplyVoucherForm({ notice, onNotice }: ApplyVoucherFormProps) {
  const t = useText();
  const client = useApiClient();
  const applied = notice?.kind === 'applied' ? notice.voucher : null;
  const form = usePortalForm({
    id: 'abonnementen/vouchers',
    fieldIds: { code: 'kortingscode' },
    defaultValues: { code: '' },
    checks: {
      code: (value) => {
        const result = voucherCode(value);
        return result.ok ? undefined : t(CODE_PROBLEM[result.error]);
      },
    },
    focus: 'field',
    onSubmit: async ({ code }) => {
      onNotice(null);
      const result = voucherCode(code);
      return applyVoucher(client, result.ok ? result.value : code);
    },
    onSaved: (_values, result) => {
      const { voucher } = result as VoucherResult;
      onNotice(voucher && { kind: 'applied', voucher });
    },
  });
  return (
    <Section title={t('subscriptions.vouchers.applyTitle')}>
      <form {...form.formProps}>
        <Stack gap="5">
          <FormMessages
            form={form}
            failedTitle={t('subscriptions.vouchers.failed.title')}
            failedBody={t('subscriptions.vouchers.failed.body')}
          />
          {applied && (
            <Alert tone="success" title={t('subscriptions.vouchers.applied.title')}>
              {t('subscriptions.vouchers.applied.body', {
                code: applied.voucherCode,
                description: applied.description,
              })}
            </Alert>
          )}
          <TextField
            {...form.field('code')}
            label={t('subscriptions.vouchers.code.label')}
            description={t('subscriptions.vouchers.code.hint')}
            autoComplete="off"
            spellCheck="false"
            width="20ch"
            required
          />
          <div>
            <Button
              type="submit"
              loading={form.submitting()}
              loadingText={t('subscriptions.vouchers.applying')}
            >
              {t('subscriptions.vouchers.apply')}
            </Button>
          </div>
        </Stack>
      </form>
    </Section>
  );
}
