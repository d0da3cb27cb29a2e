import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { formatEuro } from '@vonk/ui';
import { personas } from '@vonk/sandbox/personas';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { BenefitWorth } from './BenefitWorth.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { euro } from '../../testing/euro.ts';

// What Klantvoordeel is worth (issue #29), alone in a live section (ADR 088, 095): it reads the
// household state, GET /api/household/benefit and the account's linked subscriptions itself.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'storing', path: routePaths.household.href(), ...value },
});
const aliasOf = (login: 'storing' | 'jan', vkfe: string) =>
  personas[login].account.magentaSubscriptions.find((line) => line.vkfe === vkfe)!.alias;
const linesOf = (login: 'storing' | 'jan', status: 'Joined' | 'Eligible') =>
  (personas[login].household.lines ?? []).filter((line) => line.status === status);

const meta = {
  title: 'Portal/Secties/Klantvoordeel/Wat het oplevert',
  component: BenefitWorth,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
} satisfies Meta<typeof BenefitWorth>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('region', { name: 'Wat Klantvoordeel je oplevert' }),
  );

/** Sophie is a member: both linked mobile subscriptions take part, € 10,00 a month. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    const joined = linesOf('storing', 'Joined');
    const total = joined.reduce((sum, line) => sum + line.monthlyDiscount, 0);
    await expect(region.getByText(`Je krijgt ${euro(total)} korting per maand.`)).toBeVisible();
    const list = within(region.getByRole('list', { name: 'Deze mobiele abonnementen doen mee' }));
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      joined.map(
        (line) => `${aliasOf('storing', line.vkfe)}: ${formatEuro(line.monthlyDiscount)} per maand`,
      ),
    );
    // Her contact number is not a line.
    await expect(region.queryByText(/0655443322|06 55 44 33 22/)).toBeNull();
  },
};

/** Jan may join: his postpaid line would take part; the prepaid one cannot. */
export const MayJoin: Story = {
  parameters: sandbox({ persona: 'jan', path: routePaths.householdSignUp.href() }),
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    const eligible = linesOf('jan', 'Eligible');
    const total = eligible.reduce((sum, line) => sum + line.monthlyDiscount, 0);
    await expect(
      region.getByText(`Meld je aan en krijg ${euro(total)} korting per maand.`),
    ).toBeVisible();
    const list = within(
      region.getByRole('list', { name: 'Deze mobiele abonnementen doen mee als je je aanmeldt' }),
    );
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      eligible.map(
        (line) => `${aliasOf('jan', line.vkfe)}: ${formatEuro(line.monthlyDiscount)} per maand`,
      ),
    );
    const others = within(region.getByRole('list', { name: 'Doen niet mee' }));
    await expect(others.getByText('Jan mobiel')).toBeVisible();
  },
};

/** Sanne may join but has no linked mobile subscription: nothing to say, so nothing shown. */
export const NoLines: Story = {
  parameters: sandbox({ persona: 'sanne', path: routePaths.householdSignUp.href() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Once the reads have answered the spinner goes and no section takes its place.
    await waitFor(() => expect(canvas.queryByText('Klantvoordeel laden')).toBeNull());
    await expect(
      canvas.queryByRole('region', { name: 'Wat Klantvoordeel je oplevert' }),
    ).toBeNull();
    await expect(canvas.queryByText(/korting per maand/)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: sandbox({ faults: [{ path: '/api/household/benefit', delayMs: NEVER_MS }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Klantvoordeel laden')).toBeVisible();
  },
};

/** The benefit does not answer: said in place (the page around it stays). */
export const Failed: Story = {
  parameters: sandbox({ faults: [{ path: '/api/household/benefit', status: 500 }] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Wat Klantvoordeel je oplevert, konden we nu niet laden. Probeer het later nog eens.',
      ),
    ).toBeVisible();
  },
};
