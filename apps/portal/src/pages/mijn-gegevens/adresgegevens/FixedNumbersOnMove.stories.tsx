import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { FixedNumbersOnMove } from './FixedNumbersOnMove.tsx';
import { portalDecorator, sandboxLoader } from '../../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../../testing/storyHarness.tsx';

// What a move does to the fixed numbers (ADR 072), in the real move flow on
// /mijn-gegevens/adresgegevens: verhuizer has 030-1234567 (Utrecht) and 085-1234567 (not tied
// to a place). The net-code check runs in its path form, /checknetcode/{number}/{postcode}.

const TODAY = '2026-11-23';
const portal = (value: Partial<PortalStoryParameters>) => ({
  portal: { path: routePaths.address.href(), today: TODAY, persona: 'verhuizer', ...value },
});
const WRITE = { timeout: 5000 };
const PATH_FORM = '/api/voipsettings/checknetcode/';

const meta = {
  title: 'Portal/Pagina’s/Verhuizen met vaste nummers',
  component: FixedNumbersOnMove,
  args: { lines: [], postalCode: '' },
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({}) },
} satisfies Meta<typeof FixedNumbersOnMove>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

const moveForm = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Adres' })).toBeVisible();
  return within(await page.findByRole('form', { name: 'Verhuizing doorgeven' }));
};
const typeAddress = async (form: Scope, postcode: string, number: string) => {
  await userEvent.type(form.getByRole('textbox', { name: /^Postcode/ }), postcode);
  await userEvent.type(form.getByRole('textbox', { name: /^Huisnummer/ }), number);
  await userEvent.tab();
};
const numbers = async (scope: Scope) =>
  within(await scope.findByRole('list', { name: 'Je vaste nummer' }, WRITE));

/** Within Utrecht (030): both numbers go along. */
export const NumbersGoAlong: Story = {
  play: async ({ canvasElement }) => {
    const form = await moveForm(canvasElement);
    await typeAddress(form, '3511 BD', '40');
    const list = await numbers(form);
    await expect(
      await list.findByText('030-1234567 gaat mee naar je nieuwe adres.', undefined, WRITE),
    ).toBeVisible();
    await expect(
      list.getByText(
        '085-1234567 is niet aan een plaats gebonden en gaat mee naar je nieuwe adres.',
      ),
    ).toBeVisible();
  },
};

/** To Amsterdam (020): the 030 number cannot come along, said before and at the check. */
export const NewNumberElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const form = await moveForm(canvasElement);
    await typeAddress(form, '1012 LG', '1');
    const notAlong =
      '030-1234567 kan niet mee: op je nieuwe adres is het netnummer 020. Je krijgt daar een nieuw vast nummer. Dat sturen we je voor je verhuisdatum.';
    await expect(await (await numbers(form)).findByText(notAlong, undefined, WRITE)).toBeVisible();
    const group = within(form.getByRole('group', { name: /^Verhuisdatum/ }));
    await userEvent.type(group.getByRole('textbox', { name: 'Dag' }), '15');
    await userEvent.type(group.getByRole('textbox', { name: 'Maand' }), '12');
    await userEvent.type(group.getByRole('textbox', { name: 'Jaar' }), '2026');
    await userEvent.click(form.getByRole('button', { name: 'Verder' }));
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Klopt alles?' })).toHaveFocus();
    const checked = page.getAllByRole('list', { name: 'Je vaste nummer' });
    const visible = checked.find((list) => list.checkVisibility())!;
    await expect(within(visible).getByText(notAlong)).toBeVisible();
  },
};

/** The check fails: said at the number, and the move can still be made. */
export const CheckFailed: Story = {
  parameters: portal({ faults: [{ path: PATH_FORM, method: 'GET', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const form = await moveForm(canvasElement);
    await typeAddress(form, '1012 LG', '1');
    await expect(
      await (
        await numbers(form)
      ).findByText(
        'We konden niet nagaan of 030-1234567 mee kan. Dat laten we je weten voor je verhuisdatum.',
        undefined,
        WRITE,
      ),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Verder' })).toBeEnabled();
  },
};

/** The check on its way: a labelled spinner at the number. */
export const Checking: Story = {
  parameters: portal({ faults: [{ path: PATH_FORM, method: 'GET', delayMs: NEVER_MS }] }),
  play: async ({ canvasElement }) => {
    const form = await moveForm(canvasElement);
    await typeAddress(form, '1012 LG', '1');
    await expect(
      await form.findByText('We kijken of 030-1234567 mee kan', undefined, WRITE),
    ).toBeVisible();
  },
};

/** Piet has no fixed line: nothing is said about numbers. */
export const NoFixedLine: Story = {
  parameters: portal({ persona: 'piet' }),
  play: async ({ canvasElement }) => {
    const form = await moveForm(canvasElement);
    await typeAddress(form, '1012 LG', '1');
    await expect(await form.findByText('Damrak', undefined, WRITE)).toBeVisible();
    await expect(form.queryByRole('list', { name: 'Je vaste nummer' })).toBeNull();
  },
};
