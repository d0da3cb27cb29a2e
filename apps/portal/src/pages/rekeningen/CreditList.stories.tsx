import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { CreditList } from './CreditList.tsx';
import { euro } from '../../testing/euro.ts';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';

// The credits (tegoeden), alone (ADR 088, 095): the section reads the persona's credits itself
// (GET /api/credits, one credit on request) from the sandbox in a live section; the invoices it
// names a settlement by come through the same read as on /rekeningen.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.invoices.href(), ...value },
});
const janCredit = personas.jan.credits[0]!;
const pending = personas.storing.credits[0]!;

const meta = {
  title: 'Portal/Secties/Rekeningen/Tegoeden',
  component: CreditList,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => (
    <ReadStory read={reads.invoices}>{(invoices) => <CreditList invoices={invoices} />}</ReadStory>
  ),
} satisfies Meta<typeof CreditList>;

export default meta;
type Story = StoryObj<typeof CreditList>;

const credits = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Tegoeden' }));
const rowsOf = async (section: ReturnType<typeof within>) =>
  within(await section.findByRole('table'))
    .getAllByRole('row')
    .slice(1);

/** Jan's credit, settled; its detail on request (GET /api/credits/{id}) names the invoice. */
export const Settled: Story = {
  play: async ({ canvasElement }) => {
    const section = await credits(canvasElement);
    const rows = await rowsOf(section);
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent(janCredit.description);
    await expect(rows[0]).toHaveTextContent(euro(janCredit.amount));
    await expect(rows[0]).toHaveTextContent('Verrekend');
    const open = section.getByRole('button', { name: `Bekijk ${janCredit.description}` });
    await userEvent.click(open);
    // The open credit is in the URL (ADR 071): the navigation settles first.
    await waitFor(() => expect(open).toHaveAttribute('aria-expanded', 'true'));
    await expect(
      await section.findByText('Verrekend met je rekening van 8 september 2026'),
    ).toBeVisible();
  },
};

/** Sophie's compensation for an outage: not settled yet, the next invoice will. */
export const Pending: Story = {
  parameters: sandbox({ persona: 'storing' }),
  play: async ({ canvasElement }) => {
    const section = await credits(canvasElement);
    const rows = await rowsOf(section);
    await expect(rows[0]).toHaveTextContent(pending.description);
    await expect(rows[0]).toHaveTextContent('In behandeling');
    await userEvent.click(section.getByRole('button', { name: `Bekijk ${pending.description}` }));
    await expect(
      await section.findByText('We verrekenen dit met je volgende rekening.'),
    ).toBeVisible();
  },
};

/** Piet has no credits. */
export const Empty: Story = {
  parameters: sandbox({ persona: 'piet' }),
  play: async ({ canvasElement }) => {
    const section = await credits(canvasElement);
    await expect(await section.findByText('Je hebt geen tegoeden.')).toBeVisible();
  },
};

/** The detail fails: said in place, the list stays. */
export const DetailFailed: Story = {
  parameters: sandbox({ faults: [{ path: `/api/credits/${janCredit.id}`, status: 500 }] }),
  play: async ({ canvasElement }) => {
    const section = await credits(canvasElement);
    await userEvent.click(
      await section.findByRole('button', { name: `Bekijk ${janCredit.description}` }),
    );
    await expect(
      await section.findByText('Dit tegoed konden we niet laden. Probeer het later nog eens.'),
    ).toBeVisible();
    await expect(section.getByRole('table')).toBeVisible();
  },
};

/** A link to one credit (`?tegoed=`, ADR 071): the section opens on its detail, with focus. */
export const Linked: Story = {
  parameters: sandbox({ path: routePaths.invoices.href({ tegoed: janCredit.id }) }),
  play: async ({ canvasElement }) => {
    const section = await credits(canvasElement);
    const detail = await section.findByLabelText(`Details van ${janCredit.description}`);
    await expect(detail).toBeVisible();
    await expect(section.getByText('Verrekend met je rekening van 8 september 2026')).toBeVisible();
    await waitFor(() => expect(detail.parentElement).toHaveFocus());
    const hide = section.getByRole('button', { name: `Verberg ${janCredit.description}` });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    // Hiding is a navigation (the open credit is in the URL, ADR 071): it settles a task later.
    await waitFor(() =>
      expect(section.queryByText('Verrekend met je rekening van 8 september 2026')).toBeNull(),
    );
    await expect(
      section.getByRole('button', { name: `Bekijk ${janCredit.description}` }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A link to a credit the customer does not have: said, with the list; nothing opens. */
export const LinkedUnknown: Story = {
  parameters: sandbox({ path: routePaths.invoices.href({ tegoed: 'CR-9999' }) }),
  play: async ({ canvasElement }) => {
    const section = await credits(canvasElement);
    await expect(
      await section.findByText(
        'Het tegoed uit je link staat niet in je overzicht. Bekijk hierboven de tegoeden die je hebt.',
      ),
    ).toBeVisible();
    await expect(
      section.getByRole('button', { name: `Bekijk ${janCredit.description}` }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Before the credits are read (only without /rekeningen's preload): said; not "none", and a
 * link to a credit is not called unknown yet. */
export const Loading: Story = {
  parameters: sandbox({
    path: routePaths.invoices.href({ tegoed: janCredit.id }),
    faults: [{ path: '/api/credits', method: 'GET', delayMs: NEVER_MS }],
  }),
  play: async ({ canvasElement }) => {
    const section = await credits(canvasElement);
    await expect(await section.findByText('Tegoeden laden')).toBeVisible();
    await expect(section.queryByText('Je hebt geen tegoeden.')).toBeNull();
    await expect(section.queryByText(/Het tegoed uit je link/)).toBeNull();
  },
};

/**
 * An outage's compensation links back to the outage it is for (issue #29): storing's settled
 * € 2,50 names the TV outage by its title, to /storingen?storing={id}.
 */
export const ForAnOutage: Story = {
  parameters: sandbox({
    persona: 'storing',
    path: routePaths.invoices.href({ tegoed: 'CR-5000' }),
  }),
  play: async ({ canvasElement }) => {
    const credit = personas.storing.credits.find((item) => item.id === 'CR-5000')!;
    const outage = personas.storing.outages.find((item) => item.id === credit.outageId)!;
    const section = await credits(canvasElement);
    const detail = within(await section.findByLabelText(`Details van ${credit.description}`));
    await expect(detail.getByText('Voor storing')).toBeVisible();
    await expect(await detail.findByRole('link', { name: outage.title })).toHaveAttribute(
      'href',
      routePaths.outages.href({ storing: outage.id }),
    );
  },
};
