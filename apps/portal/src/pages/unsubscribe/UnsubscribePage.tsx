import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Checkbox, CheckboxGroup, ErrorState, Link, Spinner, Stack } from '@vonk/ui';
import {
  NO_EMAIL,
  OPT_OUT_CHOICES,
  OPT_OUT_ID_PARAM,
  isUnsubscribedFromEverything,
  optOutChoices,
  optOutChoicesFrom,
  selectedOptOutChoices,
  useOptOut,
  useSaveOptOut,
} from '@vonk/domain';
import type { OptOutChoice, OptOutChoices } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { PublicPage } from '../../shell/PublicPage.tsx';
import { paths } from '../../paths.ts';

const CHOICE_TEXTS = {
  commercialEmail: {
    label: 'unsubscribe.commercialEmail.label',
    description: 'unsubscribe.commercialEmail.description',
  },
  newsletter: {
    label: 'unsubscribe.newsletter.label',
    description: 'unsubscribe.newsletter.description',
  },
  surveys: { label: 'unsubscribe.surveys.label', description: 'unsubscribe.surveys.description' },
} as const satisfies Record<OptOutChoice, { label: MessageId; description: MessageId }>;

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving'; action: 'choices' | 'everything' }
  | { kind: 'saved'; everything: boolean }
  | { kind: 'failed' };

/**
 * Spec §2.1 /unsubscribe and §7.2 Consent: public, no login, reached from a link in an e-mail.
 * Decisions where the spec is silent:
 * - The opt-out id comes in the query parameter `id` (OPT_OUT_ID_PARAM in the contract:
 *   `/unsubscribe?id=optout-10000001`); the id is the credential, so the page shows the address
 *   only as the API masks it.
 * - The three choices are checkboxes saved with one button (not switches that apply at once), plus
 *   'Afmelden voor alle e-mails', which turns all three off and saves straight away.
 * - What the person ticked is theirs until it is saved: a failed save keeps it on screen and says
 *   so; a change after saving hides the success message again.
 * - A 404 means the link is unknown (expired or cut off); any other load failure offers a retry.
 *   A 503 still goes to /maintenance (spec §8).
 */
export function UnsubscribePage() {
  const t = useText();
  const [params] = useSearchParams();
  const id = params.get(OPT_OUT_ID_PARAM)?.trim() || null;
  const optOut = useOptOut(id);
  const save = useSaveOptOut();
  const [draft, setDraft] = useState<OptOutChoices | null>(null);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  let body: ReactNode;
  if (!id) {
    body = (
      <LinkProblem
        title={t('unsubscribe.missingId.title')}
        text={t('unsubscribe.missingId.body')}
      />
    );
  } else if (optOut.data) {
    const preferences = optOut.data;
    const choices = draft ?? optOutChoices(preferences);
    const saving = state.kind === 'saving';
    const submit = async (next: OptOutChoices, action: 'choices' | 'everything') => {
      if (saving) return;
      setDraft(next);
      setState({ kind: 'saving', action });
      try {
        await save({ id: preferences.id, ...next });
        setState({ kind: 'saved', everything: isUnsubscribedFromEverything(next) });
      } catch {
        setState({ kind: 'failed' });
      }
    };
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      void submit(choices, 'choices');
    };
    body = (
      <Stack gap="6">
        <p>{t('unsubscribe.intro', { email: preferences.emailAddress })}</p>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="5">
            <CheckboxGroup
              label={t('unsubscribe.choices.label')}
              description={t('unsubscribe.choices.description')}
              value={selectedOptOutChoices(choices)}
              onChange={(selected) => {
                setDraft(optOutChoicesFrom(selected));
                if (state.kind !== 'saving') setState({ kind: 'idle' });
              }}
            >
              {OPT_OUT_CHOICES.map((choice) => (
                <Checkbox
                  key={choice}
                  value={choice}
                  description={t(CHOICE_TEXTS[choice].description)}
                >
                  {t(CHOICE_TEXTS[choice].label)}
                </Checkbox>
              ))}
            </CheckboxGroup>
            {/* A live region that exists before the message does, so the success is announced. */}
            <div role="status">
              {state.kind === 'saved' && (
                <Alert tone="success" live="none">
                  {state.everything
                    ? t('unsubscribe.saved.everything')
                    : t('unsubscribe.saved.choices')}
                </Alert>
              )}
            </div>
            {state.kind === 'failed' && (
              <Alert tone="error" title={t('unsubscribe.saveError.title')}>
                {t('unsubscribe.saveError.body')}
              </Alert>
            )}
            <Stack direction="row" gap="3" wrap align="center">
              <Button
                type="submit"
                loading={state.kind === 'saving' && state.action === 'choices'}
                loadingText={t('unsubscribe.saving')}
              >
                {t('unsubscribe.save')}
              </Button>
              <Button
                variant="secondary"
                loading={state.kind === 'saving' && state.action === 'everything'}
                loadingText={t('unsubscribe.saving')}
                onClick={() => void submit({ ...NO_EMAIL }, 'everything')}
              >
                {t('unsubscribe.everything')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Stack>
    );
  } else if (optOut.error?.status === 404) {
    body = (
      <LinkProblem
        title={t('unsubscribe.unknownId.title')}
        text={t('unsubscribe.unknownId.body')}
      />
    );
  } else if (optOut.error) {
    body = (
      <ErrorState
        heading={t('unsubscribe.loadError.title')}
        onRetry={() => void optOut.mutate()}
        retryText={t('unsubscribe.loadError.retry')}
      >
        {t('unsubscribe.loadError.body')}
      </ErrorState>
    );
  } else {
    body = <Spinner label={t('unsubscribe.loading')} />;
  }

  return (
    <PublicPage title={t('route.unsubscribe')}>
      <div aria-busy={optOut.isLoading || undefined}>{body}</div>
    </PublicPage>
  );
}

/** The link itself is the problem: say what happened and where to go instead. */
function LinkProblem({ title, text }: { title: string; text: string }) {
  const t = useText();
  const { config } = usePortal();
  return (
    <Stack gap="4">
      <Alert tone="warning" title={title} live="none">
        {text}
      </Alert>
      <p>{t('unsubscribe.alternative')}</p>
      <Stack direction="row" gap="5" wrap>
        <Link href={paths.dashboard}>{t('unsubscribe.toPortal')}</Link>
        {config.externalUrls.service && (
          <Link href={config.externalUrls.service}>{t('unsubscribe.toService')}</Link>
        )}
      </Stack>
    </Stack>
  );
}
