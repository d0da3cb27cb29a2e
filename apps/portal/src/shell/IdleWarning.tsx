import { Button, Modal } from '@vonk/ui';
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
 */
export function IdleWarning({ open, minutes, onStay, onLogout }: IdleWarningProps) {
  const t = useText();
  return (
    <Modal
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
      <p>{t('session.idle.body', { minutes })}</p>
    </Modal>
  );
}
