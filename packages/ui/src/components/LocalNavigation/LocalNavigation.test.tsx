import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocalNavigation } from './LocalNavigation.tsx';

describe('LocalNavigation', () => {
  it('shows title, an in-app back link and a quick link', () => {
    render(
      <LocalNavigation
        title="Adres"
        backLink={{ href: '/mijn-gegevens' }}
        quickLink={{ href: 'https://www.vonk.nl/service', text: 'Service' }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Lokale navigatie' });
    expect(nav).toHaveTextContent('Adres');
    expect(screen.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/mijn-gegevens');
    expect(
      screen.getByRole('link', { name: 'Service (opent externe website in nieuw tabblad)' }),
    ).toHaveAttribute('target', '_blank');
  });

  it('supports an external back link', () => {
    render(
      <LocalNavigation
        title="Instellingen"
        backLink={{ href: 'https://www.vonk.nl', text: 'Naar vonk.nl' }}
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Naar vonk.nl (opent externe website in nieuw tabblad)' }),
    ).toBeInTheDocument();
  });
});
