import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Header } from './Header.tsx';
import { headerSubscriptions } from './headerFixture.ts';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: {
    homeHref: 'https://www.vonk.nl',
    serviceHref: 'https://www.vonk.nl/service',
    initials: 'JB',
    subscriptions: headerSubscriptions,
    onLogout: fn(),
  },
  render: (args) => (
    <header>
      <Header {...args} />
    </header>
  ),
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Mijn account' })).toBeVisible();
    await expect(canvas.getByText('JB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Uitloggen' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const SubscriptionDrawer: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Mijn abonnementen' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Mijn abonnementen' });
    await expect(within(drawer).getByText('Internet + TV + Vast bellen')).toBeVisible();
    await expect(within(drawer).queryByRole('link', { name: /Internet \+ TV/ })).toBeNull();
    await expect(
      within(drawer).getByRole('link', {
        name: 'Mobiel van Sanne (opent externe website in nieuw tabblad)',
      }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const InitialsNotTwoCharacters: Story = {
  args: { initials: 'JvB' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('JvB')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  },
};

export const Fixed3pAt320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: { isFixed3p: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-avatar]')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    const header = canvas.getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const Mobile396With3p: Story = {
  globals: { viewport: { value: 'mobile396', isRotated: false } },
  args: { isFixed3p: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-avatar]')).toBeVisible();
  },
};

export const Agent: Story = {
  args: { agent: { username: 'medewerker.jansen', customerCode: '10000001' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Klantcode 10000001')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Mijn account' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Mijn abonnementen' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
  },
};

export const LockedAgent: Story = {
  args: { agent: { username: 'medewerker.jansen', customerCode: '10000001', locked: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sluit dit tabblad om uit te loggen.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Uitloggen' })).toBeNull();
  },
};

export const AgentMobile320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: { agent: { username: 'medewerker.van.der.heijden-bakker', customerCode: '10000001' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Klantcode 10000001')).toBeVisible();
  },
};
