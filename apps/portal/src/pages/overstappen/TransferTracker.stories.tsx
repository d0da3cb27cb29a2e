import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatDateInText } from '@vonk/ui';
import { personas } from '@vonk/sandbox/personas';
import { TransferTracker } from './TransferTracker.tsx';
import { sectionDecorator } from '../../testing/sectionStory.tsx';

// Where a switch stands (ADR 041), alone (ADR 088, 095), on the personas' own dossiers: the
// tracker /overstappen shows above the dossier.
const detailsRequired = personas.sanne.transfer!;
const submitted = personas['overstap-ingevuld'].transfer!;
const planned = personas.overstap.transfer!;
const completed = personas['overstap-klaar'].transfer!;

const meta = {
  title: 'Portal/Secties/Overstappen/Voortgang',
  component: TransferTracker,
  decorators: [sectionDecorator],
  args: { dossier: detailsRequired },
} satisfies Meta<typeof TransferTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

const steps = (canvasElement: HTMLElement, reference: string) =>
  within(
    within(canvasElement).getByRole('list', { name: `Voortgang van overstap ${reference}` }),
  ).getAllByRole('listitem');

/** Sanne's details are needed: the first step is hers, no dates yet. */
export const DetailsRequired: Story = {
  play: async ({ canvasElement }) => {
    const items = steps(canvasElement, detailsRequired.reference);
    await expect(items.map((step) => step.textContent)).toEqual([
      'Gegevens invullen, huidige stap',
      'Verstuurd, nog niet',
      'Ingepland, nog niet',
      'Overgestapt, nog niet',
    ]);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
  },
};

/** Vera's details are in: sent, the wished date expected on the last two steps. */
export const Submitted: Story = {
  args: { dossier: submitted },
  play: async ({ canvasElement }) => {
    const expected = `verwacht ${formatDateInText(submitted.requestedSwitchDate!)}`;
    await expect(steps(canvasElement, submitted.reference).map((step) => step.textContent)).toEqual(
      [
        'Gegevens invullen, afgerond',
        'Verstuurd, huidige stap',
        `Ingepland, nog niet${expected}`,
        `Overgestapt, nog niet${expected}`,
      ],
    );
  },
};

/** Olaf's switch is planned for 4 January 2027. */
export const Planned: Story = {
  args: { dossier: planned },
  play: async ({ canvasElement }) => {
    const items = steps(canvasElement, planned.reference);
    await expect(items[2]).toHaveTextContent('Ingepland, huidige stapverwacht 4 januari 2027');
    await expect(items[3]).toHaveTextContent('Overgestapt, nog nietverwacht 4 januari 2027');
  },
};

/** Fenna switched two weeks ago: the last step done on its date, no longer "verwacht". */
export const Completed: Story = {
  args: { dossier: completed },
  play: async ({ canvasElement }) => {
    const items = steps(canvasElement, completed.reference);
    await expect(items[3]).toHaveTextContent(
      `Overgestapt, huidige stap${formatDateInText(completed.requestedSwitchDate!)}`,
    );
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
  },
};
