import { Button, Link, Section, Stack, formatEuro } from '@vonk/ui';
import { INSTALLMENT_PLAN_MIGRATED_URL, migratedUrl } from '@vonk/domain';
import type { ArrangementOption } from '@vonk/domain';
import { Alert } from '@vonk/ui';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { usePortal } from '../../../session/PortalContext.tsx';
import { FocusHere } from '../../../sections/FocusHere.tsx';
import { lazyPart } from '../../../sections/lazyPart.tsx';
import { ArrangementNotPossible } from './ArrangementNotPossible.tsx';
import { RunningPlan } from './RunningPlan.tsx';

// Most customers have no arrears to arrange: the flow's code (its choice and proposal steps, the
// radio group) loads only for one who can make an arrangement now (issue #34).
const ArrangementFlow = lazyPart(() =>
  import('./ArrangementFlow.tsx').then((module) => module.ArrangementFlow),
).Part;

/** Anchor of this section, for the way out of arrears in the overview. */
export const ARRANGEMENT_SECTION_ID = 'betalingsregeling';

/**
 * Payment arrangement (ADR 033): renders the domain's `ArrangementOption` (issue #26) — the
 * running plan; the flow (choose, the API's own schedule, confirm; ADR 118); waiting for the §8
 * window to end, said on entry; the other web app; or why not and what instead.
 */
export function ArrangementSection({ option }: { option: ArrangementOption }) {
  const t = useText();
  const { config } = usePortal();
  // The flow's success, kept here: the flow itself gives way to the running plan.
  const [created, setCreated] = useState(false);

  const section = (content: ReactNode) => (
    <Section id={ARRANGEMENT_SECTION_ID} title={t('invoices.arrangement.title')}>
      {content}
    </Section>
  );

  switch (option.kind) {
    case 'elsewhere': {
      const home = config.externalUrls.home;
      return section(
        <Stack gap="3">
          <p>{t('invoices.arrangement.elsewhere')}</p>
          {home && (
            <Link href={migratedUrl(home, INSTALLMENT_PLAN_MIGRATED_URL)}>
              {t('invoices.arrangement.elsewhereLink')}
            </Link>
          )}
        </Stack>,
      );
    }
    case 'running':
      return section(
        <Stack gap="4">
          {created && (
            <FocusHere>
              <Alert tone="success" title={t('invoices.arrangement.created.title')}>
                {t('invoices.arrangement.created.body')}
              </Alert>
            </FocusHere>
          )}
          <RunningPlan plan={option.plan} />
        </Stack>,
      );
    case 'possible':
      return section(
        <ArrangementFlow
          amount={option.amount}
          termOptions={option.termOptions}
          onCreated={() => setCreated(true)}
        />,
      );
    case 'maintenance':
      return section(
        <Stack gap="3">
          <p>{t('invoices.arrangement.offer', { amount: formatEuro(option.amount) })}</p>
          <p id="regeling-onderhoud">{t('invoices.arrangement.blocked')}</p>
          <div>
            <Button disabled aria-describedby="regeling-onderhoud">
              {t('invoices.arrangement.choose.submit')}
            </Button>
          </div>
        </Stack>,
      );
    default:
      return section(<ArrangementNotPossible option={option} />);
  }
}
