import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import fc from 'fast-check';
import { phoneNumber, routePaths } from '@vonk/domain';
import { FixedLineSettingsPage } from './FixedLineSettingsPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { asAgentStory, mobileStory, pageStateStories } from '../../testing/pageStates.ts';

const path = routePaths.settings.href();
const portal = (value: Partial<PortalStoryParameters>) => ({ portal: { path, ...value } });

const meta = {
  title: 'Portal/Pagina’s/Instellingen (Vast bellen)',
  component: FixedLineSettingsPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ persona: 'jan' }) },
} satisfies Meta<typeof FixedLineSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Page = ReturnType<typeof within>;

const opened = async (canvasElement: HTMLElement, line = '030-1234567') => {
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  const section = await page.findByRole('region', { name: `Vast nummer ${line}` });
  return { page, line: within(section) };
};
/** Writes go through the sandbox and a refetch: give them longer than a lookup. */
const WRITE = { timeout: 5000 };
const forwardingForm = (line: Page) =>
  within(line.getByRole('form', { name: 'Voicemail en doorschakelen' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { page, line } = await opened(canvasElement);
    await expect(line.getByText('Nu geblokkeerd: anonieme bellers.')).toBeVisible();
    await expect(line.getByRole('checkbox', { name: 'Anonieme bellers' })).toBeChecked();
    await expect(forwardingForm(line).getByRole('switch', { name: 'Voicemail' })).toBeChecked();
    await expect(line.getByRole('button', { name: 'Nummerbehoud aanvragen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar je TV-instellingen' })).toHaveAttribute(
      'href',
      routePaths.tvSettings.href(),
    );
  },
};

/** jan blocks premium numbers; the refetched settings say so. */
export const BlockPremiumNumbers: Story = {
  play: async ({ canvasElement }) => {
    const { line } = await opened(canvasElement);
    await userEvent.click(line.getByRole('checkbox', { name: 'Betaalnummers (0900, 0906, 0909)' }));
    await userEvent.click(line.getByRole('button', { name: 'Blokkeren opslaan' }));
    await expect(
      await line.findByText('Je blokkering is opgeslagen.', undefined, WRITE),
    ).toBeVisible();
    await expect(
      await line.findByText(
        'Nu geblokkeerd: anonieme bellers en betaalnummers (0900, 0906, 0909).',
        undefined,
        WRITE,
      ),
    ).toBeVisible();
  },
};

export const NoFixedLine: Story = {
  parameters: portal({ persona: 'piet' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Je hebt geen vaste telefoonlijn', undefined, WRITE),
    ).toBeVisible();
  },
};

const states = pageStateStories({ path, read: '/api/voipsettings' });
export const Loading: Story = states.Loading;

export const AsAgent: Story = asAgentStory(path, 'jan', async (page, canvasElement) => {
  await opened(canvasElement);
  return page.getByRole('region', { name: 'Vast nummer 030-1234567' });
});

export const Mobile: Story = mobileStory(async (_page, canvasElement) =>
  (await opened(canvasElement)).line.getByRole('button', { name: 'Blokkeren opslaan' }),
);

/** Generated bad forwarding numbers, typed into the real field: a Dutch message, no crash. */
export const GeneratedBadInput: Story = {
  play: async ({ canvasElement }) => {
    const { page, line } = await opened(canvasElement);
    const form = forwardingForm(line);
    await userEvent.click(form.getByRole('switch', { name: 'Doorschakelen' }));
    const field = form.getByRole('textbox', { name: /^Doorschakelen naar/ });
    const bad = fc
      .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 16 })
      .filter((value) => !/[{[]/.test(value) && value.trim() !== '' && !phoneNumber(value).ok);
    for (const value of fc.sample(bad, { seed: 46, numRuns: 8 })) {
      await userEvent.clear(field);
      await userEvent.type(field, value);
      await userEvent.tab();
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      await expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Vul een Nederlands telefoonnummer in van 10 cijfers'),
      );
      await expect(field).toHaveValue(value);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  },
};
