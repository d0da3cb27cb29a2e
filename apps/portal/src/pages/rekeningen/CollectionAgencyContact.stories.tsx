import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reads } from '@vonk/domain';
import { CollectionAgencyContact } from './CollectionAgencyContact.tsx';
import { sandboxProps, sectionDecorator } from '../../testing/sectionStory.tsx';

// How to reach the collection agency (ADR 117), with the persona `incasso`'s agency from the
// sandbox. DunningNotice's and ArrangementSection's stories show it in place.
const meta = {
  title: 'Portal/Secties/Rekeningen/Incassobureau',
  component: CollectionAgencyContact,
  decorators: [sectionDecorator],
  loaders: [
    sandboxProps(async (get) => {
      const agency = (await get(reads.dunningStatus, undefined)).collectionAgency;
      if (!agency) throw new Error('incasso has no collection agency');
      return { agency };
    }),
  ],
  parameters: { sandbox: { persona: 'incasso' } },
  render: (args, { loaded }) => <CollectionAgencyContact {...args} {...loaded.props} />,
} satisfies Meta<typeof CollectionAgencyContact>;

export default meta;
type Story = StoryObj<typeof CollectionAgencyContact>;

/** Incasso Noord: call (the number as people write it) or its site. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(
      within(canvasElement).getByRole('list', { name: 'Zo bereik je Incasso Noord' }),
    );
    await expect(list.getByRole('link', { name: 'Bel 088-1234567' })).toHaveAttribute(
      'href',
      'tel:0881234567',
    );
    await expect(list.getByRole('link', { name: /^Website van Incasso Noord/ })).toBeVisible();
  },
};

/** An agency without a site: only the phone. */
export const WithoutWebsite: Story = {
  loaders: [
    sandboxProps(async (get) => {
      const agency = (await get(reads.dunningStatus, undefined)).collectionAgency;
      if (!agency) throw new Error('incasso has no collection agency');
      return { agency: { ...agency, website: null } };
    }),
  ],
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list'));
    await expect(list.getAllByRole('link')).toHaveLength(1);
    await expect(list.getByRole('link', { name: 'Bel 088-1234567' })).toBeVisible();
  },
};
