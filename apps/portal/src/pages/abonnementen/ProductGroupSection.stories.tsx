import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cancelOption, productOverview, reads, routePaths } from '@vonk/domain';
import type { ProductGroup } from '@vonk/domain';
import type { Login } from '@vonk/sandbox/personas';
import { personas } from '@vonk/sandbox/personas';
import { ProductGroupSection } from './ProductGroupSection.tsx';
import { euro } from '../../testing/euro.ts';
import { sandboxProps, sectionDecorator } from '../../testing/sectionStory.tsx';
import { changeFactsFrom } from '../../testing/changeFacts.ts';

// One category of what the customer has, alone (ADR 088, 095): the group /abonnementen builds
// for the persona with the same domain function (productOverview) from the sandbox's reads, with
// the page's cease rule, cloud recording and activation link; `today` places spec §9 callouts.
interface GroupParameters {
  persona: Login;
  group: ProductGroup['key'];
  /** The portal's today, e.g. '2025-06-01'; default the sandbox clock's 2026-11-23. */
  today?: string;
}
const group = (value: GroupParameters) => ({ sandbox: { persona: value.persona }, group: value });

const meta = {
  title: 'Portal/Secties/Abonnementen/Productgroep',
  component: ProductGroupSection,
  decorators: [sectionDecorator],
  loaders: [
    (context) => {
      const { group: key, today = '2026-11-23' } = context.parameters.group as GroupParameters;
      return sandboxProps(async (get) => {
        const [subscription, features, security, streaming, recording] = await Promise.all([
          get(reads.subscription, undefined),
          get(reads.features, undefined),
          get(reads.securityCustomer, undefined),
          get(reads.streamingCustomer, undefined),
          get(reads.recordingSettings, undefined),
        ]);
        const showSecurity = features.veiligOnlineProductsFeatureIsEnabled === true;
        // What can be cancelled now, by the page's model (ADR 120).
        const facts = await changeFactsFrom(get, today);
        const groups = productOverview({
          subscription,
          security,
          streaming,
          showSecurity,
        });
        return {
          group: groups.find((candidate) => candidate.key === key)!,
          cloudRecording: key === 'tv' && recording.enableCloudRecording,
          cancelOption: (product: { technicalId: string | null }) =>
            product.technicalId ? cancelOption(facts, product.technicalId) : null,
          today: new Date(`${today}T12:00:00`),
          activationUrl: streaming.activationUrl,
        };
      })(context);
    },
  ],
  parameters: group({ persona: 'jan', group: 'tv' }),
  render: (_args, { loaded }) => <ProductGroupSection {...loaded.props} />,
} satisfies Meta<typeof ProductGroupSection>;

export default meta;
type Story = StoryObj<typeof ProductGroupSection>;

const region = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

/** Jan's TV: packages and box named by role, cloud recording on, TV's own cease link. */
export const Tv: Story = {
  play: async ({ canvasElement }) => {
    const tv = await region(canvasElement, 'TV');
    await expect(tv.getByText('TV Compleet')).toBeVisible();
    await expect(tv.getByText(/\(premium pakket\)/)).toBeVisible();
    await expect(tv.getByText(/\(themapakket\)/)).toBeVisible();
    await expect(tv.getByText(/\(ontvanger\)/)).toBeVisible();
    await expect(tv.getByText('Opnemen in de cloud staat aan.')).toBeVisible();
    await expect(tv.getByRole('link', { name: 'TV Compleet opzeggen' })).toHaveAttribute(
      'href',
      routePaths.subscriptionsCease.href({ product: 'TV-1001', stap: 'overzicht' }),
    );
    // The box goes with TV (ADR 048).
    await expect(tv.queryByRole('link', { name: /Mediabox.* opzeggen/ })).toBeNull();
    await expect(tv.queryByRole('region', { name: /^Prijswijziging/ })).toBeNull();
  },
};

/**
 * Issue #26 (opzegging-loopt): TV Start's cancellation runs. The row says so with its Dutch end
 * date and has no cancel link (it led to "a running order" blocking its own cancellation).
 */
export const TvCancellationRunning: Story = {
  parameters: group({ persona: 'opzegging-loopt', group: 'tv' }),
  play: async ({ canvasElement }) => {
    const tv = await region(canvasElement, 'TV');
    await expect(tv.getByText('opgezegd, stopt op 31 december 2026')).toBeVisible();
    await expect(tv.queryByRole('link', { name: /opzeggen/ })).toBeNull();
  },
};

/** Jan's internet: price and start date; no cease link without the cease flow (ADR 049). */
export const Internet: Story = {
  parameters: group({ persona: 'jan', group: 'internet' }),
  play: async ({ canvasElement }) => {
    const internet = await region(canvasElement, 'Internet');
    await expect(
      internet.getByText(`${euro(69.5)} per maand · sinds 15 maart 2021`, { exact: false }),
    ).toBeVisible();
    await expect(internet.queryByRole('link', { name: /opzeggen/ })).toBeNull();
  },
};

/** With ceaseFlowFeatureIsEnabled (opzegger) the internet can be cancelled online too. */
export const InternetCeaseFlow: Story = {
  parameters: group({ persona: 'opzegger', group: 'internet' }),
  play: async ({ canvasElement }) => {
    const internet = await region(canvasElement, 'Internet');
    await expect(internet.getByRole('link', { name: 'Internet Extra opzeggen' })).toBeVisible();
  },
};

/** Sophie's fixed line, named as her first line. */
export const FixedLine: Story = {
  parameters: group({ persona: 'storing', group: 'fixedLine' }),
  play: async ({ canvasElement }) => {
    const line = await region(canvasElement, 'Vast bellen');
    await expect(line.getByText(/\(eerste lijn\)/)).toBeVisible();
  },
};

/** Jan's Wi-Fi extender, with the way to change how many. */
export const WifiExtenders: Story = {
  parameters: group({ persona: 'jan', group: 'wifiExtenders' }),
  play: async ({ canvasElement }) => {
    const extenders = await region(canvasElement, 'Wifi-versterkers');
    await expect(extenders.getByText('Wifi-versterker')).toBeVisible();
    await expect(
      extenders.getByRole('link', { name: 'Aantal wifi-versterkers wijzigen' }),
    ).toHaveAttribute('href', routePaths.subscriptionsWifiExtenders.href());
  },
};

/** Wim's extender is still on its way: expected on its wish date, not "sinds". */
export const WifiExtenderOnItsWay: Story = {
  parameters: group({ persona: 'wachtend', group: 'wifiExtenders' }),
  play: async ({ canvasElement }) => {
    const extenders = await region(canvasElement, 'Wifi-versterkers');
    await expect(
      extenders.getByText(`${euro(5)} per maand · verwacht op 1 december 2026`, { exact: false }),
    ).toBeVisible();
    await expect(extenders.queryByText(/sinds/)).toBeNull();
  },
};

/** Jan's Veilig Online (the flag is on for him). */
export const Security: Story = {
  parameters: group({ persona: 'jan', group: 'security' }),
  play: async ({ canvasElement }) => {
    const security = await region(canvasElement, 'Veilig Online');
    await expect(security.getByText('Overal Veilig Online')).toBeVisible();
  },
};

/** Sanne's streaming, bought but not activated: activating happens at the service (spec §7.2). */
export const StreamingNotActivated: Story = {
  parameters: group({ persona: 'sanne', group: 'streaming' }),
  play: async ({ canvasElement }) => {
    const streaming = await region(canvasElement, 'Streaming');
    await expect(streaming.getByText(/nog niet geactiveerd/)).toBeVisible();
    await expect(streaming.getByRole('link', { name: /Viaplay Basis activeren/ })).toHaveAttribute(
      'href',
      personas.sanne.streaming.activationUrl!,
    );
  },
};

/** Spec §9: in the sports channel's range, the callout sits with Ziggo Sport Totaal (jan's TV). */
export const PriceChangeSportsChannel: Story = {
  parameters: group({ persona: 'jan', group: 'tv', today: '2025-06-01' }),
  play: async ({ canvasElement }) => {
    const tv = await region(canvasElement, 'TV');
    // The name goes through the §1 brand rule, like every provider text (ADR 122); this section
    // story has no brand configured, so the name is the same on the line and in the callout.
    await expect(tv.getByText('Ziggo Sport Totaal', { exact: true })).toBeVisible();
    const callout = within(tv.getByRole('region', { name: 'Prijswijziging Ziggo Sport Totaal' }));
    await expect(callout.getByText(/1 januari.*1 november 2025/)).toBeVisible();
    await expect(
      callout.getByText(
        'De prijs van dit product verandert in deze periode. Je ziet de nieuwe prijs op je rekening.',
      ),
    ).toBeVisible();
  },
};

/** Spec §9: in the video service's range, the callout sits with sanne's Viaplay Basis. */
export const PriceChangeVideoService: Story = {
  parameters: group({ persona: 'sanne', group: 'streaming', today: '2025-01-15' }),
  play: async ({ canvasElement }) => {
    const streaming = await region(canvasElement, 'Streaming');
    await expect(
      streaming.getByRole('region', { name: 'Prijswijziging Viaplay Basis' }),
    ).toBeVisible();
  },
};
