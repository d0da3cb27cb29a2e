import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { TvOnMove } from './TvOnMove.tsx';
import {
  CHECKED,
  goToCheck,
  moveMeta,
  movePortal,
  moveTo,
  seesChecked,
} from '../../../testing/moveStory.ts';

// What a move does to the TV (ADR 089), in the real move flow on /mijn-gegevens/adresgegevens:
// jan has TV Compleet. The sandbox's TV-by-address list offers everything in Utrecht, only
// TV Start on the Lindengracht (1015) and no TV in Groningen (9711).

const portal = movePortal('jan');
const TV_LIST = '/api/products/tv';

const meta = {
  title: 'Portal/Pagina’s/Verhuizen met tv',
  component: TvOnMove,
  args: { currentTv: null, address: null as never },
  ...moveMeta('jan'),
} satisfies Meta<typeof TvOnMove>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

const tv = async (scope: Scope) =>
  within(await scope.findByRole('region', { name: 'Je tv' }, CHECKED));

/** Within Utrecht: TV Compleet is offered there and goes along. */
export const TvGoesAlong: Story = {
  play: async ({ canvasElement }) => {
    const form = await moveTo(canvasElement, '3511 BD', '40');
    await seesChecked(await tv(form), 'TV Compleet gaat mee naar je nieuwe adres.');
  },
};

/** Lindengracht: only TV Start there, said in the form and again in the check. */
export const OtherTvThere: Story = {
  play: async ({ canvasElement }) => {
    const form = await moveTo(canvasElement, '1015 KK', '88', '1');
    const other =
      'TV Compleet is op je nieuwe adres niet beschikbaar. Daar kun je kiezen uit TV Start. Je nieuwe tv-pakket kies je na je verhuizing.';
    await seesChecked(await tv(form), other);
    const page = await goToCheck(form, canvasElement);
    await expect(
      within(page.getByRole('region', { name: 'Je tv' })).getByText(other),
    ).toBeVisible();
  },
};

/** Groningen: no TV there; it stops on the move date. */
export const NoTvThere: Story = {
  play: async ({ canvasElement }) => {
    const form = await moveTo(canvasElement, '9711 LV', '2');
    await seesChecked(
      await tv(form),
      'Op je nieuwe adres is geen tv beschikbaar. TV Compleet stopt daarom op je verhuisdatum. Daarna betaal je er niet meer voor.',
    );
  },
};

/** The TV list fails: said at the TV, and the move can still be made. */
export const CheckFailed: Story = {
  parameters: portal({ faults: [{ path: TV_LIST, method: 'GET', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const form = await moveTo(canvasElement, '9711 LV', '2');
    await seesChecked(
      await tv(form),
      'We konden niet nagaan of je tv mee kan. Je kunt je verhuizing wel doorgeven. Wat er met je tv gebeurt, laten we je weten voor je verhuisdatum.',
      { timeout: 15_000 },
    );
    await expect(form.getByRole('button', { name: 'Verder' })).toBeEnabled();
  },
};

/** The TV list on its way: a labelled spinner at the TV. */
export const Checking: Story = {
  parameters: portal({ faults: [{ path: TV_LIST, method: 'GET', delayMs: NEVER_MS }] }),
  play: async ({ canvasElement }) => {
    const form = await moveTo(canvasElement, '9711 LV', '2');
    await seesChecked(form, 'We kijken of je tv mee kan');
  },
};

/** Sanne has no TV (internet only): nothing is said about TV. */
export const NoTv: Story = {
  parameters: portal({ persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const form = await moveTo(canvasElement, '9711 LV', '2');
    await seesChecked(form, 'Grote Markt');
    await expect(form.queryByRole('region', { name: 'Je tv' })).toBeNull();
  },
};
