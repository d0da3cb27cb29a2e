import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { FixedNumbersOnMove } from './FixedNumbersOnMove.tsx';
import {
  CHECKED,
  goToCheck,
  moveMeta,
  movePortal,
  moveTo,
  seesChecked,
} from '../../../testing/moveStory.ts';

// What a move does to the fixed numbers (ADR 072), in the real move flow on
// /mijn-gegevens/adresgegevens: verhuizer has 030-1234567 (Utrecht) and 085-1234567 (not tied
// to a place). The net-code check runs in its path form, /checknetcode/{number}/{postcode}.

const portal = movePortal('verhuizer');
const PATH_FORM = '/api/voipsettings/checknetcode/';

const meta = {
  title: 'Portal/Pagina’s/Verhuizen met vaste nummers',
  component: FixedNumbersOnMove,
  args: { lines: [], postalCode: '' },
  ...moveMeta('verhuizer'),
} satisfies Meta<typeof FixedNumbersOnMove>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

const numbers = async (scope: Scope) =>
  within(await scope.findByRole('list', { name: 'Je vaste nummer' }, CHECKED));

/** Within Utrecht (030): both numbers go along. */
export const NumbersGoAlong: Story = {
  play: async ({ canvasElement }) => {
    const form = await moveTo(canvasElement, '3511 BD', '40');
    const list = await numbers(form);
    await seesChecked(list, '030-1234567 gaat mee naar je nieuwe adres.');
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
    const form = await moveTo(canvasElement, '1012 LG', '1');
    const notAlong =
      '030-1234567 kan niet mee: op je nieuwe adres is het netnummer 020. Je krijgt daar een nieuw vast nummer. Dat sturen we je voor je verhuisdatum.';
    await seesChecked(await numbers(form), notAlong);
    const page = await goToCheck(form, canvasElement);
    const checked = page.getAllByRole('list', { name: 'Je vaste nummer' });
    const visible = checked.find((list) => list.checkVisibility())!;
    await expect(within(visible).getByText(notAlong)).toBeVisible();
  },
};

/** The check fails: said at the number, and the move can still be made. */
export const CheckFailed: Story = {
  parameters: portal({ faults: [{ path: PATH_FORM, method: 'GET', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const form = await moveTo(canvasElement, '1012 LG', '1');
    await seesChecked(
      await numbers(form),
      'We konden niet nagaan of 030-1234567 mee kan. Dat laten we je weten voor je verhuisdatum.',
    );
    await expect(form.getByRole('button', { name: 'Verder' })).toBeEnabled();
  },
};

/** The check on its way: a labelled spinner at the number. */
export const Checking: Story = {
  parameters: portal({ faults: [{ path: PATH_FORM, method: 'GET', delayMs: NEVER_MS }] }),
  play: async ({ canvasElement }) => {
    const form = await moveTo(canvasElement, '1012 LG', '1');
    await seesChecked(form, 'We kijken of 030-1234567 mee kan');
  },
};

/** Piet has no fixed line: nothing is said about numbers. */
export const NoFixedLine: Story = {
  parameters: portal({ persona: 'piet' }),
  play: async ({ canvasElement }) => {
    const form = await moveTo(canvasElement, '1012 LG', '1');
    await seesChecked(form, 'Damrak');
    await expect(form.queryByRole('list', { name: 'Je vaste nummer' })).toBeNull();
  },
};
