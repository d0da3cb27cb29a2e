import { Stack, formatDateInText, formatEuro } from '@vonk/ui';
import { nextInstallment } from '@vonk/domain';
import type { InstallmentPlan } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { HOW_PAID } from './howPaid.ts';
import { InstallmentTable } from './InstallmentTable.tsx';

/** The running plan: what is next, how its terms are paid, the whole schedule with paid terms. */
export function RunningPlan({ plan }: { plan: InstallmentPlan }) {
  const t = useText();
  const next = nextInstallment(plan);
  return (
    <Stack gap="4">
      <p>
        {t('invoices.arrangement.running.intro', {
          amount: formatEuro(plan.totalAmount),
          terms: plan.installments.length,
        })}
      </p>
      <p>
        {next
          ? t('invoices.arrangement.running.next', {
              amount: formatEuro(next.amount),
              date: formatDateInText(next.dueDate),
            })
          : t('invoices.arrangement.running.done')}
      </p>
      <InstallmentTable
        caption={t('invoices.arrangement.running.caption')}
        installments={plan.installments}
        paymentMethod={plan.paymentMethod}
        showPaid
      />
      <p>{t(HOW_PAID[plan.paymentMethod])}</p>
    </Stack>
  );
}
