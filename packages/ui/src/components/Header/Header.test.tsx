import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './Header.tsx';
import { headerSubscriptions } from './headerFixture.ts';

const base = { homeHref: 'https://www.vonk.nl', serviceHref: 'https://www.vonk.nl/service' };

describe('Header (customer)', () => {
  it('links to the provider site, service and Mijn account, and logs out', async () => {
    const onLogout = vi.fn();
    render(
      <Header {...base} initials="JB" onLogout={onLogout} subscriptions={headerSubscriptions} />,
    );
    expect(screen.getByRole('link', { name: 'Vonk (opent externe website)' })).toHaveAttribute(
      'href',
      'https://www.vonk.nl',
    );
    expect(
      screen.getByRole('link', { name: 'Service (opent externe website)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mijn account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it.each([
    ['JB', true],
    ['J', false],
    ['JBV', false],
    ['', false],
  ])('initials %j show the avatar: %s', (initials, shown) => {
    const { container } = render(<Header {...base} initials={initials} />);
    const avatar = container.querySelector('[data-avatar]');
    if (shown) expect(avatar).toHaveTextContent(initials);
    else expect(avatar).toBeNull();
  });

  it('marks the avatar to hide below 396 px with a 3p subscription', () => {
    const { container } = render(<Header {...base} initials="JB" isFixed3p />);
    expect(container.querySelector('[data-avatar]')).toHaveAttribute('data-hide-below-sm');
  });

  it('opens Mijn abonnementen: the fixed one is not a link, others link out', async () => {
    const user = userEvent.setup();
    render(<Header {...base} initials="JB" subscriptions={headerSubscriptions} />);
    await user.click(screen.getByRole('button', { name: 'Mijn abonnementen' }));
    const drawer = await screen.findByRole('dialog', { name: 'Mijn abonnementen' });
    const items = within(drawer).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    expect(items[0]).toHaveTextContent('Internet + TV + Vast bellen');
    expect(
      within(drawer).getByRole('link', {
        name: 'Mobiel van Sanne (opent externe website in nieuw tabblad)',
      }),
    ).toHaveAttribute('href', 'https://www.vonk.nl/my/abonnement/31612345678');
  });
});

describe('Header (agent)', () => {
  const agent = { username: 'medewerker.jansen', customerCode: '10000001' };

  it('shows username and customer code, no Mijn account, a static switcher and Uitloggen', () => {
    render(
      <Header {...base} agent={agent} subscriptions={headerSubscriptions} onLogout={() => {}} />,
    );
    expect(screen.getByText('medewerker.jansen')).toBeInTheDocument();
    expect(screen.getByText('Klantcode 10000001')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mijn account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mijn abonnementen' })).toBeNull();
    expect(screen.getByText('Internet + TV + Vast bellen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
  });

  it('tells a locked agent to close the tab instead of logging out', () => {
    render(<Header {...base} agent={{ ...agent, locked: true }} />);
    expect(screen.getByText('Sluit dit tabblad om uit te loggen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uitloggen' })).toBeNull();
  });
});
