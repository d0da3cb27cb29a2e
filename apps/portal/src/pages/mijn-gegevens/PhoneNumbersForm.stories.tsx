import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { PhoneNumbersForm } from './PhoneNumbersForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';

// The phone numbers, alone (ADR 088), filled from the persona's customer info in the sandbox;
// /mijn-gegevens' page stories show a save and the refetched numbers.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.myData.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Mijn gegevens/Telefoonnummers',
  component: PhoneNumbersForm,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => (
    <ReadStory read={reads.customerInfo}>
      {(customer, onSaved) => (
        <PhoneNumbersForm contacts={customer.contactInformation} onSaved={onSaved} />
      )}
    </ReadStory>
  ),
} satisfies Meta<typeof PhoneNumbersForm>;

export default meta;
type Story = StoryObj<typeof PhoneNumbersForm>;

const WRITE = { timeout: 5000 };
const opened = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Telefoonnummers' }));

/** A fixed number in the mobile field: said at the field, what was typed stays. */
export const NotMobile: Story = {
  play: async ({ canvasElement }) => {
    const phones = await opened(canvasElement);
    await expect(phones.getByRole('textbox', { name: 'Vast telefoonnummer' })).toHaveValue(
      '0301234567',
    );
    const mobile = phones.getByRole('textbox', { name: /^Mobiel nummer/ });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '020 123 45 67');
    await userEvent.tab();
    await expect(
      await phones.findByText('Vul een mobiel nummer in dat met 06 begint.'),
    ).toBeVisible();
    await expect(mobile).toHaveValue('020 123 45 67');
  },
};

/** kees has no fixed number: the field is empty. */
export const NoFixedNumber: Story = {
  parameters: sandbox({ persona: 'kees' }),
  play: async ({ canvasElement }) => {
    const phones = await opened(canvasElement);
    await expect(phones.getByRole('textbox', { name: 'Vast telefoonnummer' })).toHaveValue('');
  },
};

/** A 500: said in the form, the typed number stays. */
export const SaveError: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/account/setPhoneNumbers', method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const phones = await opened(canvasElement);
    const fixed = phones.getByRole('textbox', { name: 'Vast telefoonnummer' });
    await userEvent.clear(fixed);
    await userEvent.type(fixed, '030 765 43 21');
    await userEvent.click(phones.getByRole('button', { name: 'Telefoonnummers opslaan' }));
    await expect(await phones.findByText('Opslaan is niet gelukt', undefined, WRITE)).toBeVisible();
    await expect(fixed).toHaveValue('030 765 43 21');
  },
};
