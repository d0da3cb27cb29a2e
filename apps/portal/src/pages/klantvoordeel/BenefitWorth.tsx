import { useId } from 'react';
import { Section, Spinner, formatEuro } from '@vonk/ui';
import { benefitWorth, reads, useRead } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { useHouseholdState } from '../../sections/useHouseholdState.ts';

/**
 * What Klantvoordeel is worth per month and which linked mobile subscriptions take part (issue
 * #29): for a member what they get, for one who may join what they would. The domain's
 * `benefitWorth` decides; nothing is shown when it has nothing to say. The reads are the page's
 * (its loader starts them), so this is a section: a failure says so here and the page stays.
 */
export function BenefitWorth() {
  const t = useText();
  const linesId = useId();
  const othersId = useId();
  const state = useHouseholdState(useRead);
  const benefit = useRead(reads.householdBenefit);
  const account = useRead(reads.account);
  if (benefit.error) return <p role="status">{t('household.worth.failed')}</p>;
  if (!state.data || !benefit.data || !account.data)
    return <Spinner label={t('household.worth.loading')} />;
  const worth = benefitWorth(state.data, benefit.data, account.data.magentaSubscriptions);
  if (worth.kind === 'none') return null;
  const amount = formatEuro(worth.monthlyWorth);
  return (
    <Section title={t('household.worth.title')}>
      <p>
        {worth.kind === 'member'
          ? t('household.worth.member', { amount })
          : t('household.worth.mayJoin', { amount })}
      </p>
      <p id={linesId}>
        {worth.kind === 'member' ? t('household.worth.lines') : t('household.worth.linesMayJoin')}
      </p>
      <ul aria-labelledby={linesId}>
        {worth.lines.map((line) => (
          <li key={line.vkfe}>
            {t('household.worth.line', {
              alias: line.alias,
              amount: formatEuro(line.monthlyDiscount),
            })}
          </li>
        ))}
      </ul>
      {worth.others.length > 0 && (
        <>
          <p id={othersId}>{t('household.worth.others')}</p>
          <ul aria-labelledby={othersId}>
            {worth.others.map((line) => (
              <li key={line.vkfe}>{line.alias}</li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
