import { Button, Modal } from '@vonk/ui';
import { useId } from 'react';
import { useText } from '../i18n/useText.ts';

interface IdleWarningProps {
  open: boolean;
  /** Minutes left when the warning opens (two by default, ADR 058). */
  minutes: number;
  onStay: () => void;
  onLogout: () => void;
}

/**
 * The idle-timeout warning (issue #16, WCAG 2.2.1): one key press keeps the session. Focus lands
 * on 'Ingelogd blijven' (Enter or Space), and Escape, the only other way to close it, stays too.
 * Its text is the dialog's description (aria-describedby), read with its name when it opens, and
 * says that what was typed but not sent is lost: an idle logout removes form drafts (issue 30).
 */
export function IdleWarning({ open, minutes, onStay, onLogout }: IdleWarningProps) {
  const t = useText();
  const descriptionId = useId();
  return (
    <Modal
      aria-describedby={descriptionId}
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      dismissable={false}
      hideCloseButton
      title={t('session.idle.title')}
      footer={
        <>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the one-key answer WCAG 2.2.1 asks for */}
          <Button autoFocus onClick={onStay}>
            {t('session.idle.stay')}
          </Button>
          <Button variant="secondary" onClick={onLogout}>
            {t('session.idle.logout')}
          </Button>
        </>
      }
    >
      <div id={descriptionId}>
        <p>{t('session.idle.body', { minutes })}</p>
        <p>{t('session.idle.unsent')}</p>
      </div>
    </Modal>
  );
}
