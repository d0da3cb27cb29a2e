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

/** A number from another region is refused with its area code; one from 030 is requested. */
export const NetCodeCheck: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Nummerbehoud' }));
    const number = form.getByRole('textbox', { name: /^Nummer dat je meeneemt/ });
    await userEvent.type(number, '020 765 43 21');
    await userEvent.type(form.getByRole('textbox', { name: /^Huidige aanbieder/ }), 'KPN');
    await userEvent.click(form.getByRole('button', { name: 'Nummerbehoud aanvragen' }));
    // jan lives in 3511 (Utrecht): his numbers start with 030.
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(
        expect.stringContaining(
          'Dit nummer hoort niet bij je postcode. Nummers in jouw regio beginnen met 030.',
        ),
      ),
    );
    await userEvent.clear(number);
    await userEvent.type(number, '030 765 43 21');
    await userEvent.click(form.getByRole('button', { name: 'Nummerbehoud aanvragen' }));
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
