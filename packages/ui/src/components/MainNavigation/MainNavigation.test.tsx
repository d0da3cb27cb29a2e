import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MainNavigation } from './MainNavigation.tsx';
import { navItems } from './navFixture.ts';
import { isCurrentUrl } from './navTypes.ts';

describe('isCurrentUrl', () => {
  it.each([
    ['/rekeningen', '/rekeningen', true],
    ['/rekeningen', '/rekeningen/2024-01', true],
    ['/rekeningen', '/rekeningen?page=2', true],
    ['/bestellingen', '/bestellingen-oud', false],
    ['https://www.vonk.nl', '/', false],
    [undefined, '/dashboard', false],
  ])('%s on %s → %s', (url, path, expected) => expect(isCurrentUrl(url, path)).toBe(expected));
});

describe('MainNavigation', () => {
  it('shows level 0 as links in Hoofdmenu with the current page marked', () => {
    render(<MainNavigation items={navItems()} currentPath="/rekeningen" />);
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    expect(within(nav).getByRole('link', { name: 'Facturen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Overzicht' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  describe('marks one item as selected', () => {
    // As in the portal, Meer also lists pages that have their own level 0 link.
    const items = navItems();
    items[3]?.children?.[0]?.items.unshift(
      { text: 'Overzicht', url: '/dashboard', icon: 'home', trackingLabel: 'Overzicht' },
      { text: 'Rekeningen', url: '/rekeningen', icon: 'invoice', trackingLabel: 'Rekeningen' },
    );
    const selected = () =>
      screen
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild as HTMLElement)
        .filter((entry) => entry.matches('[aria-current="page"], [data-active]'))
        .map((entry) => entry.textContent);

    it.each([
      ['/dashboard', ['Overzicht']],
      ['/rekeningen/2026-11', ['Facturen']],
      ['/bestellingen', ['Meer']],
      ['/mijn-gegevens/adresgegevens', ['Meer']],
      ['/onbekend', []],
    ])('on %s: %j', (path, expected) => {
      render(<MainNavigation items={items} currentPath={path} />);
      expect(selected()).toEqual(expected);
    });
  });

  it('opens Meer as a drawer with groups, and level 2 from an item without url', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<MainNavigation items={navItems()} currentPath="/dashboard" onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Meer' }));
    expect(onNavigate).toHaveBeenLastCalledWith(expect.objectContaining({ trackingLabel: 'Meer' }));
    const level1 = await screen.findByRole('dialog', { name: 'Meer' });
    for (const group of ['Algemeen', 'Instellingen', 'Service']) {
      expect(within(level1).getByRole('region', { name: group })).toBeInTheDocument();
    }
    await user.click(within(level1).getByRole('button', { name: 'Persoonlijke gegevens' }));
    const level2 = await screen.findByRole('dialog', { name: 'Persoonlijke gegevens' });
    for (const group of ['Persoonsgegevens', 'Beveiliging', 'privacy']) {
      expect(within(level2).getByRole('region', { name: group })).toBeInTheDocument();
    }
    expect(
      within(level2).getByRole('link', {
        name: 'Wachtwoord (opent externe website in nieuw tabblad)',
      }),
    ).toHaveAttribute('target', '_blank');
  });

  it('reports a chosen link for tracking and closes the drawers', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<MainNavigation items={navItems()} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Meer' }));
    await user.click(await screen.findByRole('link', { name: 'Actuele storingen' }));
    expect(onNavigate).toHaveBeenLastCalledWith(
      expect.objectContaining({ trackingLabel: 'Storingen', url: '/storingen' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves out invisible items', async () => {
    const user = userEvent.setup();
    render(<MainNavigation items={navItems({ transferAllowed: false, hasInternet: false })} />);
    await user.click(screen.getByRole('button', { name: 'Meer' }));
    await screen.findByRole('dialog', { name: 'Meer' });
    expect(screen.queryByRole('link', { name: 'Overstappen' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Klantvoordeel' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bestellingen' })).toBeInTheDocument();
  });
});
