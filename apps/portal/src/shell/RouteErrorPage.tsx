import { routePaths } from '@vonk/domain';
import { ErrorState } from '@vonk/ui';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { useText } from '../i18n/useText.ts';
import { usePortal } from '../session/PortalContext.tsx';
import { usePageLoadDispatch } from './PageLoadContext.ts';
import { forgetFailedPageData } from './usePageData.ts';

/**
 * A route that throws (loader, render, lost chunk): the error goes to the error catalogue, and the
 * user sees 'Oeps! Er is iets fout gegaan.' with a retry and a way home. Inside the shell, the
 * shell stays. The retry navigates to the same location, which resets the route's error boundary
 * and mounts the page afresh, asking again for the data that failed.
 */
export function RouteErrorPage({ withinShell = false }: { withinShell?: boolean }) {
  const t = useText();
  const error = useRouteError();
  const { errors } = usePortal();
  useEffect(() => errors.onUnhandled(error), [error, errors]);
  // Spec §4 load failed: the shell's loading bar says so too.
  const dispatchPageLoad = usePageLoadDispatch();
  const location = useLocation();
  const { key } = location;
  const navigate = useNavigate();
  useEffect(
    () => dispatchPageLoad({ type: 'loadFailed', page: key }),
    [error, key, dispatchPageLoad],
  );
  const state = (
    <ErrorState
      heading={t('shell.pageFailed')}
      headingLevel={withinShell ? 2 : 1}
      onRetry={() => {
        forgetFailedPageData(error);
        void navigate(location, { replace: true });
      }}
      retryText={t('shell.retry')}
      action={<Link to={routePaths.root.href()}>{t('error.home')}</Link>}
    />
  );
  return withinShell ? state : <main id="inhoud">{state}</main>;
}
