import { Stack, formatDateInText, formatEuro } from '@vonk/ui';
import { nextInstallment } from '@vonk/domain';
import type { InstallmentPlan } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { InstallmentTable } from './InstallmentTable.tsx';

/** The running plan: what is next and the whole schedule, paid terms marked. */
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
        showPaid
      />
    </Stack>
  );
}
