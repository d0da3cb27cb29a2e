import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { MainNavigation } from './MainNavigation.tsx';
import { navItems } from './navFixture.ts';
import type { NavItem } from './navTypes.ts';

type Viewport = 'mobile320' | 'mobile396' | 'tablet' | 'desktop1024' | 'wide';

/** Every level 0 label fits, or wraps between words: no word is split over two lines. */
async function expectWholeWords(nav: HTMLElement) {
  for (const label of nav.querySelectorAll<HTMLElement>('li > * > span')) {
    const text = label.firstChild;
    if (!(text instanceof Text)) continue;
    let offset = 0;
    for (const word of text.data.split(' ')) {
      const range = document.createRange();
      range.setStart(text, offset);
      range.setEnd(text, offset + word.length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      await expect(lines.size, `"${word}" is split over lines`).toBe(1);
      offset += word.length + 1;
    }
    const item = label.parentElement!.getBoundingClientRect();
    const box = label.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(item.left);
    await expect(box.right).toBeLessThanOrEqual(item.right);
  }
}

/** The logged-in menu at one breakpoint, checked for whole words. */
const atBreakpoint = (value: Viewport, items?: NavItem[]): Story => ({
  globals: { viewport: { value, isRotated: false } },
  ...(items ? { args: { items, currentPath: '/bestellingen/thuis' } } : {}),
  play: async ({ canvas }) => {
    await expectWholeWords(canvas.getByRole('navigation', { name: 'Hoofdmenu' }));
  },
});

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
    await expectWholeWords(nav);
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
    await expectWholeWords(nav);
  },
};

export const BottomBarAt396 = atBreakpoint('mobile396');
export const RailAt768 = atBreakpoint('tablet');
export const RailAt1024 = atBreakpoint('desktop1024');

/** The longest level 0 labels (menu without converged info) on the narrowest screen. */
export const NotConvergedAt320 = atBreakpoint('mobile320', notConvergedItems());
export const NotConvergedRail = atBreakpoint('tablet', notConvergedItems());

/** Meer also lists Overzicht; on /dashboard only Overzicht looks selected, not Meer. */
export const OneItemSelected: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  parameters: {
    docsAlike: 'WideRail’s rail on purpose: Meer does not look selected, only Overzicht (a colour)',
  },
  args: {
    items: navItems().map((item) =>
      item.children
        ? {
            ...item,
            children: [
              {
                title: 'Algemeen',
                items: [
                  {
                    text: 'Overzicht',
                    url: '/dashboard',
                    icon: 'home',
                    trackingLabel: 'Overzicht',
                  },
                ],
              },
              ...item.children,
            ],
          }
        : item,
    ),
  },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: 'Overzicht' });
    const more = canvas.getByRole('button', { name: 'Meer' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(more).not.toHaveAttribute('data-active');
    await expect(getComputedStyle(more).backgroundColor).not.toBe(
      getComputedStyle(current).backgroundColor,
    );
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
    items: notConvergedItems(),
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

function notConvergedItems(): NavItem[] {
  return [
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
  ];
}
