import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouterLinkProps } from './LinkProvider.tsx';
import { LinkProvider, isExternalHref } from './LinkProvider.tsx';
import { Link } from './Link.tsx';

function RouterLink({ href, children, ...rest }: RouterLinkProps) {
  return (
    <a href={href} data-router="" {...rest}>
      {children}
    </a>
  );
}

describe('isExternalHref', () => {
  it.each([
    ['/rekeningen', false],
    ['/', false],
    ['#inhoud', false],
    ['//example.com', true],
    ['https://www.vonk.nl/service', true],
    ['mailto:klantenservice@vonk.nl', true],
  ])('%s → %s', (href, expected) => expect(isExternalHref(href)).toBe(expected));
});

describe('Link', () => {
  it('renders in-app hrefs through the router link', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link href="/rekeningen">Rekeningen</Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Rekeningen' });
    expect(link).toHaveAttribute('data-router');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens external hrefs in a new tab with noopener and a Dutch hint', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link href="https://www.vonk.nl/service">Service</Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', {
      name: 'Service (opent externe website in nieuw tabblad)',
    });
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).not.toHaveAttribute('data-router');
  });

  it('shows a new tab to the eye as well as the ear, and only when it opens one (issue 30)', () => {
    render(
      <>
        <Link href="https://www.vonk.nl/service">Service</Link>
        <Link href="https://www.vonk.nl/" openInNewTab={false}>
          Vonk
        </Link>
      </>,
    );
    const newTab = screen.getByRole('link', {
      name: 'Service (opent externe website in nieuw tabblad)',
    });
    const icon = newTab.querySelector('svg[data-new-tab]');
    expect(icon).not.toBeNull();
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    const sameTab = screen.getByRole('link', { name: 'Vonk (opent externe website)' });
    expect(sameTab).not.toHaveAttribute('target');
    expect(sameTab.querySelector('[data-new-tab]')).toBeNull();
  });

  it('works without a LinkProvider as a plain anchor', () => {
    render(<Link href="/bestellingen">Bestellingen</Link>);
    expect(screen.getByRole('link', { name: 'Bestellingen' })).toHaveAttribute(
      'href',
      '/bestellingen',
    );
  });
});
