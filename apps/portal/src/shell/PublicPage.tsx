import type { ReactNode } from 'react';
import { PageHeader } from '@vonk/ui';

interface PublicPageProps {
  title: ReactNode;
  children?: ReactNode;
}

/** Frame of the public pages (spec §2.1, §6): no navigation, one main landmark, one h1. */
export function PublicPage({ title, children }: PublicPageProps) {
  return (
    <main
      id="inhoud"
      style={{ maxWidth: '48rem', margin: '0 auto', padding: 'var(--vonk-space-6, 1.5rem)' }}
    >
      <PageHeader title={title} />
      {children}
    </main>
  );
}
