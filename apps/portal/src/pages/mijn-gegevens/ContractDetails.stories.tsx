import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { formatDateInText } from '@vonk/ui';
import { personas } from '@vonk/sandbox/personas';
import { ContractDetails } from './ContractDetails.tsx';
import { liveSandbox, liveSectionMeta } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';
import { euro } from '../../testing/euro.ts';

// The contract block of /mijn-gegevens alone (ADR 088): the persona's contract info from the
// sandbox, and the contract PDF it downloads. The page's stories show it in place.
const defaults: LiveSectionParameters = { persona: 'jan', path: routePaths.myData.href() };
const sandbox = liveSandbox(defaults);

const meta = {
  title: 'Portal/Secties/Mijn gegevens/Contract',
  component: ContractDetails,
  ...liveSectionMeta(defaults),
  render: () => (
    <ReadStory read={reads.contractInfo}>
      {(contract) => <ContractDetails contract={contract} />}
    </ReadStory>
  ),
} satisfies Meta<typeof ContractDetails>;

export default meta;
type Story = StoryObj<typeof ContractDetails>;

const section = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Contract' }));

/** jan's contract runs to a date, with a fee for leaving earlier; the PDF to download. */
export const FixedTerm: Story = {
  play: async ({ canvasElement }) => {
    const contract = personas.jan.details.contract;
    const found = await section(canvasElement);
    await expect(found.getByText(formatDateInText(contract.startDate))).toBeVisible();
    await expect(found.getByText(formatDateInText(contract.endDate!))).toBeVisible();
    await expect(found.getByText('Kosten bij eerder opzeggen')).toBeVisible();
    await expect(found.getByText(euro(contract.earlyTerminationFee!))).toBeVisible();
    await expect(found.getByRole('button', { name: 'Download je contract (pdf)' })).toBeVisible();
  },
};

/** opzegger has no running contract: no fixed term, no fee. */
export const NoFixedTerm: Story = {
  parameters: sandbox({ persona: 'opzegger' }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(found.getByText('Geen vaste looptijd')).toBeVisible();
    await expect(found.queryByText('Kosten bij eerder opzeggen')).toBeNull();
  },
};

/** The PDF cannot be fetched (500): said at the button, which stays to try again. */
export const DownloadFailed: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/account/contractpdf', method: 'GET', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await userEvent.click(found.getByRole('button', { name: 'Download je contract (pdf)' }));
    await expect(
      await found.findByText(
        'Het downloaden van je contract is niet gelukt. Probeer het later nog eens.',
      ),
    ).toBeVisible();
    await expect(found.getByRole('button', { name: 'Download je contract (pdf)' })).toBeVisible();
  },
};
