import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { PostponeSection } from './PostponeSection.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import { useArrearsOptions } from './useArrearsOptions.ts';
import { euro } from '../../testing/euro.ts';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { storyTracking } from '../../testing/storyTracking.ts';

// Postponing payment (ADR 033), alone (ADR 088): each state from a persona's own invoices,
// dunning and postpone status in the sandbox; /rekeningen shows it in place.

/** The section with the arrears options and invoices the page would give it. */
function PostponeOfPersona() {
  const options = useArrearsOptions();
  const invoices = usePageData(reads.invoices).data;
  return options && invoices ? (
    <PostponeSection option={options.postpone} invoices={invoices} />
  ) : null;
}

const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.invoices.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Rekeningen/Uitstel van betaling',
  component: PostponeSection,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => <PostponeOfPersona />,
} satisfies Meta<typeof PostponeSection>;

export default meta;
type Story = StoryObj<typeof PostponeSection>;

const postpone = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Uitstel van betaling' }));

/**
 * The confirmation step, which loads when asked for: its question takes focus (keyboard and screen
 * reader users hear it at once); nothing is sent yet.
 */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const section = await postpone(canvasElement);
    await userEvent.click(section.getByRole('button', { name: 'Uitstel aanvragen' }));
    const question = await section.findByText(
      'Wil je uitstel tot 6 december 2026? Voor deze rekening kan dat maar één keer.',
    );
    await expect(question.closest('[tabindex="-1"]')).toHaveFocus();
    await expect(section.getByRole('button', { name: 'Ja, geef me uitstel' })).toBeEnabled();
    await expect(section.getByRole('button', { name: 'Nee, toch niet' })).toBeEnabled();
    await expect(section.queryByRole('button', { name: 'Uitstel aanvragen' })).toBeNull();
  },
};

/** Jan postpones his open invoice: confirm, then the new due date. */
export const Postponed: Story = {
  play: async ({ canvasElement }) => {
    const section = await postpone(canvasElement);
    await expect(
      section.getByText(
        `Je rekening van 8 november 2026 (${euro(130.45)}) moet uiterlijk 22 november 2026 betaald zijn. Lukt dat niet? Je kunt één keer uitstel krijgen: dan betaal je uiterlijk 6 december 2026.`,
      ),
    ).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Uitstel aanvragen' }));
    await userEvent.click(await section.findByRole('button', { name: 'Ja, geef me uitstel' }));
    await expect(await section.findByText('Je hebt uitstel tot 6 december 2026')).toBeVisible();
    await expect(storyTracking.hits).toContainEqual(
      expect.objectContaining({ eventCategory: 'SS - Rekeningen', eventAction: 'Success' }),
    );
  },
};

export const AlreadyUsed: Story = {
  parameters: sandbox({ persona: 'uitstel-gebruikt' }),
  play: async ({ canvasElement }) => {
    const section = await postpone(canvasElement);
    await expect(
      section.getByText(
        'Je hebt voor je rekening van 8 november 2026 al uitstel gekregen. Per rekening kan dat één keer. Betaal uiterlijk 6 december 2026.',
      ),
    ).toBeVisible();
    await expect(section.queryByRole('button')).not.toBeInTheDocument();
  },
};

const IN_ARREARS = 'Uitstel kan niet zolang er een rekening te laat betaald is.';

/** Piet is in arrears and may make an arrangement: postponing points to it. */
export const InArrears: Story = {
  parameters: sandbox({ persona: 'piet' }),
  play: async ({ canvasElement }) => {
    const section = await postpone(canvasElement);
    const instead = section.getByRole('link', {
      name: 'Je kunt wel een betalingsregeling afspreken',
    });
    await expect(instead).toHaveAttribute('href', '#betalingsregeling');
    await expect(instead.closest('p')).toHaveTextContent(
      `${IN_ARREARS} Je kunt wel een betalingsregeling afspreken.`,
    );
  },
};

/**
 * In arrears where no arrangement can be made now (issue #26: it said "Een betalingsregeling
 * kan misschien wel." right under "not possible"): lage-achterstand (too small), incasso,
 * geen-regeling, and piet in the §8 window. Postponing says only why not.
 */
const inArrearsWithoutArrangement = (
  value: Partial<LiveSectionParameters>,
  docsAlike?: string,
): Story => ({
  parameters: { ...sandbox(value), ...(docsAlike ? { docsAlike } : {}) },
  play: async ({ canvasElement }) => {
    const section = await postpone(canvasElement);
    await expect(section.getByText(IN_ARREARS)).toBeVisible();
    await expect(section.queryByText(/betalingsregeling/)).not.toBeInTheDocument();
  },
});
export const InArrearsTooSmall = inArrearsWithoutArrangement({ persona: 'lage-achterstand' });
const SAME = 'postponing says only why not, whatever rules the arrangement out (InArrearsTooSmall)';
export const InArrearsAtCollectionAgency = inArrearsWithoutArrangement(
  { persona: 'incasso' },
  SAME,
);
export const InArrearsRefused = inArrearsWithoutArrangement({ persona: 'geen-regeling' }, SAME);
export const InArrearsDuringNotice = inArrearsWithoutArrangement(
  { persona: 'piet', today: '2027-01-23' },
  SAME,
);

export const NothingOpen: Story = {
  parameters: sandbox({ persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const section = await postpone(canvasElement);
    await expect(
      section.getByText(
        'Er staat geen rekening open die nog betaald moet worden, dus uitstel is niet nodig.',
      ),
    ).toBeVisible();
  },
};

/** The POST fails: said honestly, nothing postponed. */
export const Failed: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/postponepayment', method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const section = await postpone(canvasElement);
    await userEvent.click(section.getByRole('button', { name: 'Uitstel aanvragen' }));
    await userEvent.click(await section.findByRole('button', { name: 'Ja, geef me uitstel' }));
    await expect(await section.findByText('Uitstel aanvragen is niet gelukt')).toBeVisible();
    await expect(section.queryByText(/Je hebt uitstel tot/)).not.toBeInTheDocument();
  },
};

export const DuringNotice: Story = {
  parameters: sandbox({ today: '2027-01-24' }),
  play: async ({ canvasElement }) => {
    const section = await postpone(canvasElement);
    const button = section.getByRole('button', { name: 'Uitstel aanvragen' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Door onderhoud kun je van 22/01 tot en met 26/01 geen uitstel van betaling aanvragen. Probeer het daarna opnieuw.',
    );
  },
};
