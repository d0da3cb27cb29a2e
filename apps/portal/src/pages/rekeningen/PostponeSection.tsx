import { Alert, Button, Section, Stack, formatDateInText, formatEuro } from '@vonk/ui';
import type { Invoice, PostponeOption } from '@vonk/domain';
import { useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { FocusHere } from '../../sections/FocusHere.tsx';
import { lazyPart } from '../../sections/lazyPart.tsx';
import type { PostponeResult } from './postpone/PostponeConfirm.tsx';
import { ARRANGEMENT_SECTION_ID } from './arrangement/ArrangementSection.tsx';

// The confirmation step and the request behind it load when the customer asks for postponement
// (issue #34), warmed on pointing at or tabbing to "Uitstel aanvragen".
const postponeConfirm = lazyPart(() =>
  import('./postpone/PostponeConfirm.tsx').then((module) => module.PostponeConfirm),
);
const PostponeConfirm = postponeConfirm.Part;

/**
 * Postpone payment (uitstel van betaling, ADR 033): the open invoice's due date moves once, by
 * two weeks. Renders the domain's `PostponeOption` (issue #26): a confirmation step and the
 * result; waiting for the §8 window, said on entry; why not, in plain Dutch, when it cannot —
 * pointing to an arrangement only when one can be made now.
 */
export function PostponeSection({
  option,
  invoices,
}: {
  option: PostponeOption;
  invoices: readonly Invoice[];
}) {
  const t = useText();
  const [confirmStep, setConfirmStep] = useState(false);
  const [result, setResult] = useState<{ kind: PostponeResult; date: string } | null>(null);
  const invoiceId = 'invoiceId' in option ? option.invoiceId : null;
  const invoice = invoices.find((candidate) => candidate.id === invoiceId);
  const canAsk = option.kind === 'possible' || option.kind === 'maintenance';
  const blocked = option.kind === 'maintenance';
  const newDate = canAsk ? formatDateInText(option.newDueDate) : '';
  const invoiceValues = invoice
    ? {
        date: formatDateInText(invoice.invoiceDate),
        amount: formatEuro(invoice.openAmount),
        due: formatDateInText(invoice.dueDate),
      }
    : { date: '', amount: '', due: '' };

  return (
    <Section id="uitstel" title={t('invoices.postpone.title')}>
      <Stack gap="4">
        {result && (
          <FocusHere key={result.kind}>
            {result.kind === 'postponed' && (
              <Alert
                tone="success"
                title={t('invoices.postpone.done.title', { date: result.date })}
              >
                {t('invoices.postpone.done.body')}
              </Alert>
            )}
            {result.kind === 'refused' && (
              <Alert tone="error" title={t('invoices.postpone.refused.title')}>
                {t('invoices.postpone.refused.body')}
              </Alert>
            )}
            {result.kind === 'failed' && (
              <Alert tone="error" title={t('invoices.postpone.failed.title')}>
                {t('invoices.postpone.failed.body')}
              </Alert>
            )}
          </FocusHere>
        )}
        {!canAsk ? (
          result?.kind !== 'postponed' && <WhyNot option={option} values={invoiceValues} />
        ) : (
          <>
            <p>{t('invoices.postpone.possible', { ...invoiceValues, newDate })}</p>
            {blocked && <p id="uitstel-onderhoud">{t('invoices.postpone.blocked')}</p>}
            {confirmStep ? (
              <PostponeConfirm
                skeletonLines={2}
                newDate={newDate}
                onResult={(kind) => setResult({ kind, date: newDate })}
                onClose={() => setConfirmStep(false)}
              />
            ) : (
              <div>
                <Button
                  variant="secondary"
                  disabled={blocked}
                  aria-describedby={blocked ? 'uitstel-onderhoud' : undefined}
                  {...postponeConfirm.intent}
                  onClick={() => {
                    setResult(null);
                    setConfirmStep(true);
                  }}
                >
                  {t('invoices.postpone.ask')}
                </Button>
              </div>
            )}
          </>
        )}
      </Stack>
    </Section>
  );
}

/** Why postponing is not possible, and an arrangement instead only when the model says so. */
function WhyNot({
  option,
  values,
}: {
  option: Exclude<PostponeOption, { kind: 'possible' | 'maintenance' }>;
  values: { date: string; amount: string; due: string };
}) {
  const t = useText();
  switch (option.kind) {
    case 'usedAlready':
      return <p>{t('invoices.postpone.why.alreadyPostponed', values)}</p>;
    case 'notNeeded':
      return <p>{t('invoices.postpone.why.noOpenInvoice')}</p>;
    case 'inArrears':
      return (
        <p>
          {t('invoices.postpone.why.inArrears')}
          {option.arrangementInstead && (
            <>
              {' '}
              <a href={`#${ARRANGEMENT_SECTION_ID}`}>
                {t('invoices.postpone.instead.arrangement')}
              </a>
              .
            </>
          )}
        </p>
      );
  }
}
