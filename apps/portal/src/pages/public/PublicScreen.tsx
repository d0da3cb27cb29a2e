import { useText } from '../../i18n/useText.ts';
import { PublicPage } from '../../shell/PublicPage.tsx';
import { useDeepestHandle } from '../../shell/useRouteHandle.ts';

/**
 * A public page (spec §2.1) whose content a later issue builds: its real title from the route
 * table and nothing pretended.
 */
export function PublicScreen() {
  const t = useText();
  const title = useDeepestHandle('title');
  return <PublicPage title={title ? t(title) : ''} />;
}
