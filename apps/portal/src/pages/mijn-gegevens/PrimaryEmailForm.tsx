import { useState } from 'react';
import { Alert, Section, Stack } from '@vonk/ui';
import { reads, useRead } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { useFocusWhen } from '../../sections/useFocusWhen.ts';
import { EmailChangeForm } from './EmailChangeForm.tsx';
import { PendingEmailChange } from './PendingEmailChange.tsx';

/**
 * Spec §7.2 setPrimaryEmailAdress: the primary address is the login name, so a change is checked
 * like an identity provider checks one (ADR 128): confirmed old → new, then active only once the
 * link sent to the new address is opened (/nieuwe-gebruikersnaam). Meanwhile this section says
 * where the link went and offers a new link or the way back.
 */
export function PrimaryEmailForm({ current }: { current: string }) {
  const t = useText();
  const pending = useRead(reads.primaryEmailChange);
  const [cancelled, setCancelled] = useState(0);
  const [requested, setRequested] = useState(0);
  const notice = useFocusWhen(cancelled);
  // Until the read answers there is nothing to choose between; a failed read leaves the form.
  const waiting = pending.data ?? null;
  return (
    <Section title={t('myData.email.title')} headingLevel={2}>
      <Stack gap="4">
        {cancelled > 0 && !waiting && (
          <Alert
            ref={notice}
            tabIndex={-1}
            tone="success"
            title={t('myData.email.cancelled', { email: current })}
          />
        )}
        {waiting ? (
          <PendingEmailChange
            change={waiting}
            current={current}
            announce={requested > 0}
            onCancelled={async () => {
              await pending.mutate();
              setCancelled((count) => count + 1);
            }}
          />
        ) : (
          (pending.data === null || pending.error) && (
            <EmailChangeForm
              current={current}
              onRequested={async () => {
                setCancelled(0);
                await pending.mutate();
                setRequested((count) => count + 1);
              }}
            />
          )
        )}
      </Stack>
    </Section>
  );
}
