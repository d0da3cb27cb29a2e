import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { ReturnLabelReferenceForm } from './ReturnLabelReferenceForm.tsx';
import { sectionDecorator } from '../../testing/sectionStory.tsx';

// The return reference from the e-mail, alone (ADR 088); /retour-label's page stories show the
// lookup it starts and an unknown reference coming back into the field.
const reference = personas.jan.returnLabels![0]!.reference;

const meta = {
  title: 'Portal/Secties/Retourlabel/Retourreferentie',
  component: ReturnLabelReferenceForm,
  decorators: [sectionDecorator],
  // Its states are what its plays do (clicks, typing, focus): in docs each block runs in an
  // iframe of its own, play included, as in the canvas (ADR 147).
  parameters: { docs: { story: { inline: false, height: '300px' } } },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ReturnLabelReferenceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing, then too short: each said under the field, which takes focus and keeps the text. */
export const BadInput: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const field = form.getByRole('textbox', { name: /Retourreferentie/ });
    await expect(form.getByText('Staat in de e-mail over je retour.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Retourlabel opzoeken' }));
    await expect(await form.findByText('Vul je retourreferentie in.')).toBeVisible();
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'RET-17');
    await userEvent.keyboard('{Enter}');
    await expect(
      await form.findByText(
        'Een retourreferentie heeft 8 tot 64 letters, cijfers of streepjes. Neem hem over uit je e-mail.',
      ),
    ).toBeVisible();
    await expect(field).toHaveValue('RET-17');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Jan's reference typed in lower case is looked up as it stands in the e-mail. */
export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(
      form.getByRole('textbox', { name: /Retourreferentie/ }),
      reference.toLowerCase(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(reference);
  },
};
