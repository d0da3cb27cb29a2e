import { Link, Section, Stack } from '@vonk/ui';
import { reads, routePaths, useRead } from '@vonk/domain';
import type { DisplayPreferences } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';

const FLAG_TEXTS = {
  reducedMotion: 'myData.display.choice.reducedMotion',
  highContrast: 'myData.display.choice.highContrast',
  largePrintInvoices: 'myData.display.choice.largePrint',
} as const satisfies Record<Exclude<keyof DisplayPreferences, 'textSize'>, MessageId>;

/**
 * Issue #30: /mijn-gegevens lists its parts; this one says what the customer chose and links to
 * /mijn-gegevens/weergave. Reads the shell's boot read (no second GET); without an answer the
 * link alone.
 */
export function DisplayPreferencesSummary() {
  const t = useText();
  const { data } = useRead(reads.displayPreferences);
  const choices = data
    ? [
        ...(data.textSize === 100
          ? []
          : [t('myData.display.choice.textSize', { size: data.textSize })]),
        ...(Object.keys(FLAG_TEXTS) as (keyof typeof FLAG_TEXTS)[])
          .filter((flag) => data[flag])
          .map((flag) => t(FLAG_TEXTS[flag])),
      ]
    : null;
  return (
    <Section title={t('myData.display.title')} headingLevel={2}>
      <Stack gap="3">
        {choices && (
          <p>
            {choices.length === 0
              ? t('myData.display.standard')
              : t('myData.display.chosen', {
                  choices: new Intl.ListFormat('nl-NL', { type: 'conjunction' }).format(choices),
                })}
          </p>
        )}
        <p>
          <Link href={routePaths.displayPreferences.href()}>{t('myData.display.link')}</Link>
        </p>
      </Stack>
    </Section>
  );
}
