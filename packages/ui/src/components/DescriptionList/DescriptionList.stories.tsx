import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DescriptionList } from './DescriptionList.tsx';

const meta = {
  title: 'Gegevens/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Naam', description: 'J. de Vries' },
      { term: 'Adres', description: 'Kerkstraat 12 A, 1234 AB Amsterdam' },
      { term: 'IBAN-nummer', description: 'NL91 ABNA 0417 1643 00' },
    ],
  },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
    await expect(canvas.getByText('NL91 ABNA 0417 1643 00')).toBeVisible();
  },
};

export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kerkstraat 12 A, 1234 AB Amsterdam')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Er zijn geen gegevens.')).toBeVisible();
  },
};

export const Narrow320: Story = {
  args: {
    items: [
      {
        term: 'Tenaamstelling van de rekening',
        description: 'Stichting Vrienden van het Openluchtmuseum Noord-Nederland',
      },
      { term: 'Incassodatum', description: 'Rond de 25e van elke maand' },
    ],
  },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Openluchtmuseum/)).toBeVisible();
  },
};
