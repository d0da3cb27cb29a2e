import type { ReactNode } from 'react';
import { Button, Card, ErrorState, Link, Skeleton } from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';

interface DashboardTileProps<T> {
  title: string;
  /** An SWR state: the tile shows loading, its own error with a retry, or the content. */
  resource: { data?: T; error?: unknown; isLoading: boolean; mutate: () => unknown };
  link: { href: string; text: string };
  children: (data: T) => ReactNode;
}

/**
 * One summary on the dashboard. HTTP errors are not handled globally there (spec §2.2), so each
 * tile fails on its own and offers a retry; the rest of the page stays usable.
 */
export function DashboardTile<T>({ title, resource, link, children }: DashboardTileProps<T>) {
  const t = useText();
  let body: ReactNode;
  if (resource.data !== undefined) body = children(resource.data);
  else if (resource.error)
    body = (
      <ErrorState
        heading={t('dashboard.tile.failed', { title })}
        headingLevel={3}
        action={
          <Button variant="secondary" onClick={() => void resource.mutate()}>
            {t('dashboard.tile.retry')}
          </Button>
        }
      />
    );
  else body = <Skeleton lines={2} aria-label={t('dashboard.tile.loading', { title })} />;
  return (
    <Card
      title={title}
      headingLevel={2}
      footer={<Link href={link.href}>{link.text}</Link>}
      aria-busy={resource.isLoading || undefined}
    >
      {body}
    </Card>
  );
}
