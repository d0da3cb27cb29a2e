import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { routePaths } from '@vonk/domain';
import { SubscriptionsPage } from './SubscriptionsPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { euro } from '../../testing/euro.ts';
import { mobileStory, pageStateStories } from '../../testing/pageStates.ts';

const portal = (value: Omit<PortalStoryParameters, 'path'>) => ({
  portal: { path: routePaths.subscriptions.href(), ...value },
});
// Testing Library folds the non-breaking space after € in the page, not in the expected text.

const meta = {
  title: 'Portal/Pagina’s/Abonnementen',
  component: SubscriptionsPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ persona: 'jan' }) },
} satisfies Meta<typeof SubscriptionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

/** jan: 3p with packages, a box, an extender, security (flag on), recording and a contract. */
export const ThreeP: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const jan = personas.jan;
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Abonnementen' }),
    ).toBeVisible();
    await expect(page.getByText('Je abonnement: Internet + TV + Vast bellen')).toBeVisible();
    // Every product's monthly price: € 133,45 of products and € 5 of cloud recording.
    await expect(await page.findByText(`Samen ${euro(138.45)} per maand`)).toBeVisible();
    const contract = await region(canvasElement, 'Je contract');
    await expect(contract.getByText('Je contract loopt tot 15 maart 2027.')).toBeVisible();
    // The contract summary's own states: ContractSummary's stories (issue #28).
    await expect(
      contract.getByText(euro(jan.details.contract.earlyTerminationFee!), { selector: 'dd' }),
    ).toBeVisible();
    const internet = await region(canvasElement, 'Internet');
    await expect(
      internet.getByText(`${euro(69.5)} per maand · sinds 15 maart 2021`, { exact: false }),
    ).toBeVisible();
    const tv = await region(canvasElement, 'TV');
    await expect(tv.getByText('TV Compleet')).toBeVisible();
    // One name per product (ADR 122): the §1 brand rule alone and in its cease link alike.
    await expect(tv.getByText('Vonk Sport Totaal')).toBeVisible();
    await expect(page.queryByText(/Ziggo/)).toBeNull();
    await expect(tv.getByText(/\(premium pakket\)/)).toBeVisible();
    await expect(tv.getByText(/\(themapakket\)/)).toBeVisible();
    await expect(tv.getByText(/\(ontvanger\)/)).toBeVisible();
    await expect(tv.getByText('Opnemen in de cloud staat aan.')).toBeVisible();
    const line = await region(canvasElement, 'Vast bellen');
    await expect(line.getByText(/\(eerste lijn\)/)).toBeVisible();
    await expect(
      (await region(canvasElement, 'Wifi-versterkers')).getByText('Wifi-versterker'),
    ).toBeVisible();
    await expect(
      (await region(canvasElement, 'Veilig Online')).getByText('Overal Veilig Online'),
    ).toBeVisible();
    await expect(page.queryByRole('region', { name: 'Streaming' })).toBeNull();
    // Each product links to its own cease URL (ADR 048); the box goes with TV; the internet is
    // the whole subscription, online only with ceaseFlowFeatureIsEnabled (ADR 049).
    await expect(tv.getByRole('link', { name: 'TV Compleet opzeggen' })).toHaveAttribute(
      'href',
      routePaths.subscriptionsCease.href({ product: 'TV-1001', stap: 'overzicht' }),
    );
    await expect(tv.queryByRole('link', { name: 'Mediabox Next opzeggen' })).toBeNull();
    await expect(internet.queryByRole('link', { name: /opzeggen/ })).toBeNull();
  },
};

// The internet's cease link with ceaseFlowFeatureIsEnabled: ProductGroupSection's stories.

/** sanne: internet only, streaming bought but not activated, no fixed-term contract. */
export const OneP: Story = {
  parameters: portal({ persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Je abonnement: Internet')).toBeVisible();
    await expect(page.getByText(`Samen ${euro(45)} per maand`)).toBeVisible();
    const contract = await region(canvasElement, 'Je contract');
    await expect(
      contract.getByText(
        'Je hebt geen contract met een vaste looptijd. Je kan elke maand opzeggen.',
      ),
    ).toBeVisible();
    const streaming = await region(canvasElement, 'Streaming');
    await expect(streaming.getByText(/nog niet geactiveerd/)).toBeVisible();
    // Activating happens at the streaming service, through the activation URL (spec §7.2).
    await expect(streaming.getByRole('link', { name: /Viaplay Basis activeren/ })).toHaveAttribute(
      'href',
      personas.sanne.streaming.activationUrl!,
    );
    await expect(page.queryByRole('region', { name: 'TV' })).toBeNull();
    // The first phone line is hers to add (ADR 066).
    await expect(page.getByRole('link', { name: 'Vast bellen toevoegen' })).toHaveAttribute(
      'href',
      routePaths.subscriptionsFixedLine.href(),
    );
  },
};

/** piet: internet + TV with one box. */
export const TwoPTv: Story = {
  parameters: portal({ persona: 'piet' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Je abonnement: Internet + TV'),
    ).toBeVisible();
    const tv = await region(canvasElement, 'TV');
    await expect(tv.getByText('Mediabox Next Mini')).toBeVisible();
  },
};

/** storing: internet + fixed line (2p VoIP). */
export const TwoPVoip: Story = {
  parameters: portal({ persona: 'storing' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Je abonnement: Internet + Vast bellen'),
    ).toBeVisible();
    await expect(await region(canvasElement, 'Vast bellen')).toBeTruthy();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Tweede telefoonlijn toevoegen' }),
    ).toBeVisible();
  },
};

/** Security products stay hidden without veiligOnlineProductsFeatureIsEnabled (spec §4). */
export const SecurityFlagOff: Story = {
  parameters: portal({
    persona: 'jan',
    faults: [{ path: '/api/features', status: 200, body: {} }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Je abonnement: Internet + TV + Vast bellen')).toBeVisible();
    await expect(page.queryByRole('region', { name: 'Veilig Online' })).toBeNull();
  },
};

const states = pageStateStories({
  path: routePaths.subscriptions.href(),
  read: '/api/account/contractinfo',
});
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const Maintenance: Story = states.Maintenance;

export const Mobile: Story = mobileStory((page) =>
  page.findByText('Je abonnement: Internet + TV + Vast bellen'),
);

// Spec §9 price-change callouts: ProductGroupSection's stories (ADR 088).
