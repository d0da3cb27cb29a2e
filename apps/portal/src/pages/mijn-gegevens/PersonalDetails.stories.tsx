import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { formatDateInText } from '@vonk/ui';
import { customerCodes, personas } from '@vonk/sandbox/personas';
import { PersonalDetails } from './PersonalDetails.tsx';
import { sandboxProps, sectionDecorator } from '../../testing/sectionStory.tsx';

// The read-only personal details of /mijn-gegevens alone (ADR 088), as the persona's
// /api/account/customerinfo has them in the sandbox. The page's stories show them in place.
const meta = {
  title: 'Portal/Secties/Mijn gegevens/Persoonlijke gegevens',
  component: PersonalDetails,
  decorators: [sectionDecorator],
  loaders: [sandboxProps(async (get) => ({ customer: await get(reads.customerInfo, undefined) }))],
  parameters: { sandbox: { persona: 'jan' } },
  render: (_args, { loaded }) => <PersonalDetails {...loaded.props} />,
} satisfies Meta<typeof PersonalDetails>;

export default meta;
type Story = StoryObj<typeof PersonalDetails>;

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Persoonlijke gegevens' }));

/** jan: name, birthday, customer number, since when, e-mail, both phones, the address. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const found = section(canvasElement);
    await expect(found.getByText('Jan de Vries')).toBeVisible();
    await expect(found.getByText('12 april 1978')).toBeVisible();
    await expect(found.getByText(customerCodes.jan)).toBeVisible();
    await expect(
      found.getByText(formatDateInText(personas.jan.details.customerSince)),
    ).toBeVisible();
    await expect(
      found.getByText(personas.jan.account.personInformation.primaryEmailAddress),
    ).toBeVisible();
    await expect(found.getByText('0301234567, 0612345678')).toBeVisible();
    await expect(found.getByText('Kerkstraat 12, 3511 LX Utrecht')).toBeVisible();
    await expect(
      found.getByRole('link', { name: 'Adres bekijken of verhuizing doorgeven' }),
    ).toHaveAttribute('href', routePaths.address.href());
  },
};

/** lotte's birthday is not known: said so, not left blank. */
export const BirthdayUnknown: Story = {
  parameters: { sandbox: { persona: 'lotte' } },
  play: async ({ canvasElement }) => {
    const found = section(canvasElement);
    await expect(found.getByText('Geboortedatum')).toBeVisible();
    await expect(found.getByText('Onbekend')).toBeVisible();
  },
};
