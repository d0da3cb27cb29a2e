import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import type { Address } from '@vonk/domain';
import { ShipElsewhere, useShippingLookup } from './ShipElsewhere.tsx';
import { liveSectionMeta } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';
import { typeShippingAddress } from '../../testing/flowPlays.ts';

// Where hardware goes when not home (the TV and Wi-Fi extender choose steps), alone: sanne's own
// address and the address lookup come from the sandbox. The spec §5 address texts are this
// component's; the choose steps' stories show what "Verder" does with the result.
function ShipElsewhereHost({ knownAddress }: { knownAddress: Address }) {
  const [value, onChange] = useState('');
  const shipping = useShippingLookup(null);
  return (
    <ShipElsewhere
      elsewhere={{ id: 'elders', name: 'elders', value, onChange }}
      shipping={shipping}
      knownAddress={knownAddress}
      label="Bezorgen op een ander adres"
      legend="Bezorgadres"
      idPrefix="bezorgadres"
    />
  );
}

const meta = {
  title: 'Portal/Secties/Abonnementen/Bezorgen op een ander adres',
  component: ShipElsewhere,
  ...liveSectionMeta({ persona: 'sanne', path: routePaths.subscriptionsWifiExtenders.href() }),
  render: () => (
    <ReadStory read={reads.account}>
      {(account) => <ShipElsewhereHost knownAddress={account.primaryAddress} />}
    </ReadStory>
  ),
} satisfies Meta<typeof ShipElsewhere>;

export default meta;
type Story = StoryObj<typeof ShipElsewhere>;

type Canvas = ReturnType<typeof within>;
const tick = async (page: Canvas) =>
  userEvent.click(await page.findByRole('checkbox', { name: 'Bezorgen op een ander adres' }));

/** Home is the default: the box unticked, no address asked. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('checkbox', { name: 'Bezorgen op een ander adres' }),
    ).not.toBeChecked();
    await expect(page.queryByRole('group', { name: /Bezorgadres/ })).toBeNull();
  },
};

/** Ticked, Damrak 1A (a known address that is nobody's): the street and city are found. */
export const Found: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await tick(page);
    await expect(await page.findByRole('group', { name: /Bezorgadres/ })).toBeVisible();
    await typeShippingAddress(page, '1012 LG', '1', 'A');
    await expect(await page.findByText('Damrak')).toBeVisible();
  },
};

/** Spec §5: a postcode and number that do not exist together. */
export const UnknownAddress: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await tick(page);
    await typeShippingAddress(page, '9999 ZZ', '1');
    await expect(
      await page.findByText('De combinatie van postcode, huisnummer en toevoeging is onbekend.'),
    ).toBeVisible();
  },
};

/** Spec §5: her own address needs no change (and the box can be unticked). */
export const OwnAddress: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await tick(page);
    await typeShippingAddress(page, '1015 KK', '88', '2');
    await expect(
      await page.findByText(
        'Dit is hetzelfde adres als je huidige adres. Je hoeft niets te wijzigen.',
      ),
    ).toBeVisible();
    await userEvent.click(page.getByRole('checkbox', { name: 'Bezorgen op een ander adres' }));
    await expect(page.queryByRole('group', { name: /Bezorgadres/ })).toBeNull();
  },
};
