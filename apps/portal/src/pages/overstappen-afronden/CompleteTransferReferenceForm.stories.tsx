import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { CompleteTransferReferenceForm } from './CompleteTransferReferenceForm.tsx';
import { sectionDecorator } from '../../testing/sectionStory.tsx';

// The transfer reference from the e-mail, alone (ADR 088); /overstappen-afronden's page stories
// show the dossier it opens and an unknown reference coming back into the field.
const reference = personas.sanne.transfer!.reference;

const meta = {
  title: 'Portal/Secties/Overstappen afronden/Overstapreferentie',
  component: CompleteTransferReferenceForm,
  decorators: [sectionDecorator],
  // Its states are what its plays do (clicks, typing, focus): in docs each block runs in an
  // iframe of its own, play included, as in the canvas (ADR 147).
  parameters: { docs: { story: { inline: false, height: '300px' } } },
  args: { onSubmit: fn() },
} satisfies Meta<typeof CompleteTransferReferenceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing, then too short: each said under the field, which takes focus and keeps the text. */
export const BadInput: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const field = form.getByRole('textbox', { name: /Referentie van je overstap/ });
    await expect(form.getByText('Staat in de e-mail over je overstap.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Verder' }));
    await expect(await form.findByText('Vul de referentie van je overstap in.')).toBeVisible();
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'OV-42');
    await userEvent.keyboard('{Enter}');
    await expect(
      await form.findByText(
        'Een referentie heeft 8 tot 64 letters, cijfers of streepjes. Neem hem over uit je e-mail.',
      ),
    ).toBeVisible();
    await expect(field).toHaveValue('OV-42');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sanne's reference, with spaces pasted around it, is looked up as it stands in the e-mail. */
export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(
      form.getByRole('textbox', { name: /Referentie van je overstap/ }),
      ` ${reference.toLowerCase()} `,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(reference);
  },
};
