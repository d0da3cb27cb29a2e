import { routePaths } from '@vonk/domain';
import { Link, Stack } from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { PublicPage } from '../../shell/PublicPage.tsx';
import pageMessages from '../../i18n/compiled/pages/TaskBOFeedback.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.1 /TaskBOFeedback: title 'Je melding is opgelost.' to the letter. Public and reached
 * from a message about a resolved report, so it confirms and points on: to Mijn Vonk and, if
 * something still does not work, to the service site. No data is loaded.
 */
export function TaskFeedbackPage() {
  const t = useText();
  const { config } = usePortal();
  return (
    <PublicPage title={t('route.taskFeedback')}>
      <Stack gap="5">
        <div>
          <p>{t('taskFeedback.body')}</p>
          <p>{t('taskFeedback.stillBroken')}</p>
        </div>
        <Stack direction="row" gap="5" wrap>
          <Link href={routePaths.dashboard.href()}>{t('taskFeedback.toPortal')}</Link>
          {config.externalUrls.service && (
            <Link href={config.externalUrls.service}>{t('taskFeedback.service')}</Link>
          )}
        </Stack>
      </Stack>
    </PublicPage>
  );
}
