import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { MainNavigation } from './MainNavigation.tsx';
import { navItems } from './navFixture.ts';

const meta = {
  title: 'Navigatie/MainNavigation',
  component: MainNavigation,
  args: { items: navItems(), currentPath: '/dashboard', onNavigate: fn() },
  render: (args) => (
    <div style={{ display: 'flex', minHeight: '24rem' }}>
      <MainNavigation {...args} />
    </div>
  ),
} satisfies Meta<typeof MainNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WideRail: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(canvas.getByRole('link', { name: 'Overzicht' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Rail: items stacked vertically.
    const a = canvas.getByRole('link', { name: 'Overzicht' }).getBoundingClientRect();
    const b = canvas.getByRole('link', { name: 'Facturen' }).getBoundingClientRect();
    await expect(b.top).toBeGreaterThan(a.top);
    await expect(nav.getBoundingClientRect().width).toBeLessThan(200);
  },
};

export const MobileBottomBar: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Hoofdmenu' });
    const rect = nav.getBoundingClientRect();
    await expect(Math.round(rect.bottom)).toBe(window.innerHeight);
    const a = canvas.getByRole('link', { name: 'Overzicht' }).getBoundingClientRect();
    const b = canvas.getByRole('link', { name: 'Facturen' }).getBoundingClientRect();
    await expect(Math.round(b.top)).toBe(Math.round(a.top));
  },
};

export const MoreDrawerKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const more = canvas.getByRole('button', { name: 'Meer' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const level1 = await screen.findByRole('dialog', { name: 'Meer' });
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ trackingLabel: 'Meer' }),
    );
    await expect(within(level1).getByRole('heading', { name: 'Algemeen' })).toBeVisible();
    await expect(within(level1).getByRole('heading', { name: 'Service' })).toBeVisible();
    await userEvent.click(within(level1).getByRole('button', { name: 'Persoonlijke gegevens' }));
    const level2 = await screen.findByRole('dialog', { name: 'Persoonlijke gegevens' });
    await expect(within(level2).getByRole('heading', { name: 'Beveiliging' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Persoonlijke gegevens' })).toBeNull(),
    );
    await expect(screen.getByRole('dialog', { name: 'Meer' })).toBeVisible();
    // Focus returns to the level 1 button that opened level 2; only then does Escape reach level 1.
    await waitFor(() =>
      expect(within(level1).getByRole('button', { name: 'Persoonlijke gegevens' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
  },
};

export const NotConverged: Story = {
  args: {
    items: [
      {
        text: 'Bestellingen',
        url: '/bestellingen/thuis',
        icon: 'orders',
        trackingLabel: 'Bestellingen',
      },
      { text: 'Overstappen', url: '/overstappen', icon: 'transfer', trackingLabel: 'Overstappen' },
      {
        text: 'Persoonlijke gegevens',
        url: '/mijn-gegevens',
        icon: 'person',
        trackingLabel: 'Persoonlijke gegevens',
      },
      { text: 'Meer', icon: 'more', trackingLabel: 'Meer', children: navItems()[3]?.children },
    ],
    currentPath: '/bestellingen/thuis',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Bestellingen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Persoonlijke gegevens' })).toBeVisible();
  },
};
