import { ErrorState } from '@vonk/ui';
import { Link, useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { useText } from '../i18n/useText.ts';
import { paths } from '../paths.ts';

/** Last line of defence: a route that throws still leaves the user a way forward. */
export function RouteErrorPage() {
  const t = useText();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main>
      <ErrorState heading={t('shell.pageFailed')} headingLevel={1} action={<Link to={paths.root}>{t('error.home')}</Link>} />
    </main>
  );
}
