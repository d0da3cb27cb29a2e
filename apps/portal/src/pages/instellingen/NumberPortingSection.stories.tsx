import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { NumberPortingSection } from './NumberPortingSection.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import { VoipLineStory } from '../../testing/voipLine.tsx';

// Number porting of one fixed line, alone (ADR 088): the request form (jan) or the porting that
// runs (kees's second line), from the sandbox.
const meta = {
  title: 'Portal/Secties/Instellingen/Nummerbehoud',
  component: NumberPortingSection,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: { sandbox: { persona: 'jan', path: routePaths.settings.href() } },
  args: { index: 0 },
  render: ({ index }: { index?: number }) => (
    <VoipLineStory index={index}>
      {(line, onSaved, postalCode) => (
        <NumberPortingSection line={line} postalCode={postalCode} onSaved={onSaved} />
      )}
    </VoipLineStory>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<{ index?: number }>;

const WRITE = { timeout: 5000 };

/** Jan's request form with a number and provider filled in. */
const requestFor = async (canvasElement: HTMLElement, phone: string) => {
  const form = within(await within(canvasElement).findByRole('form', { name: 'Nummerbehoud' }));
  const number = form.getByRole('textbox', { name: /^Nummer dat je meeneemt/ });
  await userEvent.type(number, phone);
  await userEvent.type(form.getByRole('textbox', { name: /^Huidige aanbieder/ }), 'KPN');
  await userEvent.click(form.getByRole('button', { name: 'Nummerbehoud aanvragen' }));
  return number;
};

/** A number from another region is refused with its area code, under the field. */
export const NetCodeCheck: Story = {
  play: async ({ canvasElement }) => {
    const number = await requestFor(canvasElement, '020 765 43 21');
    // jan lives in 3511 (Utrecht): his numbers start with 030.
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(
        expect.stringContaining(
          'Dit nummer hoort niet bij je postcode. Nummers in jouw regio beginnen met 030.',
        ),
      ),
    );
    await expect(number).toHaveValue('020 765 43 21');
  },
};

/** A number from his own region (030) is requested: the porting runs. */
export const Requested: Story = {
  parameters: { docsAlike: 'once requested, jan’s line shows the porting that runs (InProgress)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestFor(canvasElement, '030 765 43 21');
    await expect(await canvas.findByText('Nummerbehoud loopt', undefined, WRITE)).toBeVisible();
    await expect(canvas.getByText('030-7654321 komt over van KPN.')).toBeVisible();
  },
};

/** Kees's second line is being ported from KPN: its state, no form. */
export const InProgress: Story = {
  parameters: { sandbox: { persona: 'kees', path: routePaths.settings.href() } },
  args: { index: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nummerbehoud loopt')).toBeVisible();
    await expect(canvas.getByText('030-7654321 komt over van KPN.')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Nummerbehoud' })).toBeNull();
  },
};
