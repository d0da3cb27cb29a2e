import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { DisplayPreferencesSummary } from './DisplayPreferencesSummary.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';

// Where /mijn-gegevens lists this part (issue #30): what was chosen, and the way to change it.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.myData.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Mijn gegevens/Weergave (samenvatting)',
  component: DisplayPreferencesSummary,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
} satisfies Meta<typeof DisplayPreferencesSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const link = 'Tekstgrootte, contrast en beweging aanpassen';

export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(
      await section.findByText('Je ziet Mijn Vonk in de standaardweergave.'),
    ).toBeVisible();
    await expect(section.getByRole('link', { name: link })).toHaveAttribute(
      'href',
      routePaths.displayPreferences.href(),
    );
  },
};

export const Chosen: Story = {
  parameters: sandbox({ persona: 'grote-letters' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Je hebt gekozen voor: tekst op 150 %, hoog contrast en facturen in grote letters.',
      ),
    ).toBeVisible();
  },
};
