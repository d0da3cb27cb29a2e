import { Tracker, formatDateInText } from '@vonk/ui';
import { transferSteps } from '@vonk/domain';
import type { TransferDossier } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import sharedMessages from '../../i18n/compiled/shared/pages/overstappen/TransferTracker.json';
import { registerPageMessages } from '../../i18n/messages.ts';

// Texts it shares with other pages and sections (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

const STEP_TEXTS = {
  details: 'transfer.step.details',
  submitted: 'transfer.step.submitted',
  planned: 'transfer.step.planned',
  completed: 'transfer.step.completed',
} as const;

/** Where the switch stands, on the same tracker as every order (ADR 038, 041). */
export function TransferTracker({ dossier }: { dossier: TransferDossier }) {
  const t = useText();
  return (
    <Tracker
      aria-label={t('transfer.tracker.label', { reference: dossier.reference })}
      steps={transferSteps(dossier).map((step) => {
        const date = step.date ? formatDateInText(step.date) : undefined;
        return {
          id: step.id,
          label: t(STEP_TEXTS[step.id]),
          state: step.state,
          date: date && step.expected ? t('orders.tracker.expected', { date }) : date,
        };
      })}
    />
  );
}
