import { EmptyState, Link, Section, Stack, formatPhoneNumber } from '@vonk/ui';
import { reads, routePaths, useRead } from '@vonk/domain';
import type { NumberBlocking, VoipLine } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { NumberBlockingForm } from './NumberBlockingForm.tsx';
import { NumberPortingSection } from './NumberPortingSection.tsx';
import { SipPasswordReset } from './SipPasswordReset.tsx';
import { VoicemailForwardingForm } from './VoicemailForwardingForm.tsx';
import pageMessages from '../../i18n/compiled/pages/instellingen.json';
import screenMessages from '../../i18n/compiled/pages/instellingen.FixedLineSettingsPage.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);
// The texts only this screen uses: its sub-routes do not load them (issue #34).
registerPageMessages(screenMessages);

const BLOCKED_TEXTS = {
  anonymousCallsBlocked: 'settings.blocking.anonymous',
  premiumNumbersBlocked: 'settings.blocking.premium',
  internationalCallsBlocked: 'settings.blocking.international',
} as const satisfies Record<keyof NumberBlocking, MessageId>;

/**
 * Spec §2.2 /instellingen (ADR 046): the settings root shows the fixed-line (Vast bellen) settings
 * per line; TV is its sibling /instellingen/tv (the breadcrumb's target). Every write refetches
 * GET /api/voipsettings (spec §7.2), so what each line shows is what the API holds.
 */
export function FixedLineSettingsPage() {
  const t = useText();
  const settings = usePageData(reads.voipSettings);
  const account = useRead(reads.account);
  const postalCode = account.data?.primaryAddress.postalCode ?? '';
  const refetch = () => settings.mutate();
  const lines = settings.data?.lines ?? [];
  return (
    <Stack gap="7">
      <p>
        {t('settings.intro')}{' '}
        <Link href={routePaths.tvSettings.href()}>{t('settings.tvLink')}</Link>
      </p>
      {settings.data && lines.length === 0 && (
        <EmptyState title={t('settings.noLines.title')} headingLevel={2}>
          {t('settings.noLines.body')}
        </EmptyState>
      )}
      {lines.map((line) => (
        <Section
          key={line.phoneNumber}
          title={t('settings.line.title', { number: formatPhoneNumber(line.phoneNumber) })}
          headingLevel={2}
        >
          <Stack gap="6">
            <BlockedSummary line={line} />
            <NumberBlockingForm line={line} onSaved={refetch} />
            <Section title={t('settings.forwarding.title')} headingLevel={3}>
              <VoicemailForwardingForm line={line} onSaved={refetch} />
            </Section>
            <Section title={t('settings.porting.title')} headingLevel={3}>
              <NumberPortingSection line={line} postalCode={postalCode} onSaved={refetch} />
            </Section>
            <Section title={t('settings.sip.title')} headingLevel={3}>
              <SipPasswordReset line={line} onSaved={refetch} />
            </Section>
          </Stack>
        </Section>
      ))}
    </Stack>
  );
}

/** What the line blocks according to the last GET (so a save is seen to have landed). */
function BlockedSummary({ line }: { line: VoipLine }) {
  const t = useText();
  const blocked = (Object.keys(BLOCKED_TEXTS) as (keyof NumberBlocking)[])
    .filter((block) => line.numberBlocking[block])
    .map((block) => t(BLOCKED_TEXTS[block]).toLowerCase());
  return (
    <p>
      {blocked.length === 0
        ? t('settings.blocking.noneNow')
        : t('settings.blocking.now', {
            list: new Intl.ListFormat('nl-NL', { type: 'conjunction' }).format(blocked),
          })}
    </p>
  );
}
