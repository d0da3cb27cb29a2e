import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outageCompensation } from '@vonk/domain';
import { formatDateInText } from '@vonk/ui';
import { personas } from '@vonk/sandbox/personas';
import { OutageCard } from './OutageCard.tsx';
import { sectionDecorator } from '../../testing/sectionStory.tsx';
import { euro } from '../../testing/euro.ts';

// One outage, alone (ADR 088): the storing persona's outages as the sandbox serves them on
// /api/outages/incidents, with its credits and invoices; /storingen's page stories show the list
// around it. The fixtures are relative to the sandbox clock, which is this browser's clock.
const { storing } = personas;
const outage = storing.outages[0]!;
const past = storing.outages[1]!;
const invoices = storing.billing.invoices;
const pending = storing.credits.find((credit) => credit.outageId === outage.id)!;
const settled = storing.credits.find((credit) => credit.outageId === past.id)!;

const meta = {
  title: 'Portal/Secties/Storingen/Storing',
  component: OutageCard,
  decorators: [sectionDecorator],
  args: {
    incident: outage,
    now: new Date(),
    compensation: outageCompensation(outage, storing.credits),
    invoices,
  },
} satisfies Meta<typeof OutageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('region', { name: title }));

/**
 * Still being worked on after the expected fix (issue #29): said as late, with the € 5
 * compensation the next invoice sets off, and the updates newest first.
 */
export const Overdue: Story = {
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement, outage.title);
    await expect(card.getByText(outage.description)).toBeVisible();
    await expect(card.getByText('We werken eraan')).toBeVisible();
    await expect(card.getByText('Internet, Bellen')).toBeVisible();
    await expect(card.getByText('gisteren 18:00 — we zijn er nog mee bezig')).toBeVisible();
    // Since: in the details and as the first update's time.
    await expect(card.getAllByText('gisteren 07:40')).toHaveLength(2);
    const timeline = within(card.getByRole('list', { name: /^Updates over .*, nieuwste eerst$/ }));
    await expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'gisteren 13:15: De kabel wordt vervangen. We verwachten dat alles vanavond weer werkt.',
      'gisteren 09:30: Oorzaak gevonden: een beschadigde kabel bij werkzaamheden. Monteurs zijn onderweg.',
      'gisteren 07:40: Storing gemeld. We zoeken uit wat er aan de hand is.',
    ]);
    const compensation = within(card.getByRole('region', { name: 'Vergoeding' }));
    await expect(
      compensation.getByText(
        `Je krijgt ${euro(pending.amount)} vergoeding voor deze storing. We verrekenen dit met je volgende rekening.`,
      ),
    ).toBeVisible();
  },
};

/** Three hours before the expected fix: said plainly, not as late. */
export const ExpectedLater: Story = {
  args: { now: new Date(Date.parse(outage.expectedEndTime!) - 3 * 3_600_000) },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement, outage.title);
    await expect(card.getByText('vandaag 18:00')).toBeVisible();
    await expect(card.queryByText(/we zijn er nog mee bezig/)).toBeNull();
  },
};

/** Resolved eleven days ago, its € 2,50 set off on the latest invoice (issue #29). */
export const ResolvedWithCompensation: Story = {
  args: {
    incident: past,
    compensation: outageCompensation(past, storing.credits),
    headingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: past.title }));
    await expect(card.getByRole('heading', { level: 3, name: past.title })).toBeVisible();
    await expect(card.getByText('Opgelost op')).toBeVisible();
    await expect(card.getByText('Opgelost', { exact: true })).toBeVisible();
    await expect(card.queryByText('Verwacht opgelost')).toBeNull();
    const invoice = invoices.find((item) => item.id === settled.invoiceId)!;
    await expect(
      card.getByText(
        `Je hebt ${euro(settled.amount)} vergoeding gekregen voor deze storing. We hebben dit verrekend met je rekening van ${formatDateInText(invoice.invoiceDate)}.`,
      ),
    ).toBeVisible();
    await expect(
      card.getByRole('link', { name: `Rekening ${invoice.invoiceNumber} bekijken` }),
    ).toBeVisible();
  },
};

/** Just reported: no end known yet, no compensation and no updates, so neither section. */
export const JustReported: Story = {
  args: {
    incident: { ...outage, status: 'Open', expectedEndTime: null, updates: [] },
    compensation: { kind: 'none' },
  },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement, outage.title);
    await expect(card.getByText('Gemeld')).toBeVisible();
    await expect(card.getByText('Nog niet bekend')).toBeVisible();
    await expect(card.queryByRole('list')).toBeNull();
    await expect(card.queryByRole('region', { name: 'Vergoeding' })).toBeNull();
  },
};
