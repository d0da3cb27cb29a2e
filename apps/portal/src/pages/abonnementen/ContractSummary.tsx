import { formatDateInText, formatEuro, Section } from '@vonk/ui';
import type { ContractInfo } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';

/** The running contract and its end date (GET /api/account/contractinfo; issue #14). */
export function ContractSummary({ contract }: { contract: ContractInfo }) {
  const t = useText();
  return (
    <Section title={t('subscriptions.contract.title')}>
      {contract.hasRunningContract && contract.endDate ? (
        <>
          <p>
            {t('subscriptions.contract.running', {
              date: formatDateInText(contract.endDate),
            })}
          </p>
          {contract.earlyTerminationFee !== null && (
            <p>
              {t('subscriptions.contract.fee', { fee: formatEuro(contract.earlyTerminationFee) })}
            </p>
          )}
        </>
      ) : (
        <p>{t('subscriptions.contract.none')}</p>
      )}
    </Section>
  );
}
