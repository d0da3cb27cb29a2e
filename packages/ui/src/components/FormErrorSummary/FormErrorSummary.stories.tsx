import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { IbanField } from '../IbanField/IbanField.tsx';
import { PostcodeField } from '../PostcodeField/PostcodeField.tsx';
import { FormErrorSummary } from './FormErrorSummary.tsx';
import { exampleIbanRule, examplePostcodeRule } from '../../testing/exampleRules.ts';

const meta = {
  title: 'Formulieren/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    errors: [
      { fieldId: 'postcode', message: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.' },
      { fieldId: 'iban', message: 'Vul een geldig IBAN-nummer in.' },
    ],
  },
  render: (args) => (
    <form noValidate style={{ display: 'grid', gap: '1rem' }}>
      <FormErrorSummary {...args} />
      <PostcodeField
        rule={examplePostcodeRule}
        id="postcode"
        defaultValue="0123"
        errorMessage="Vul een geldige postcode in, bijvoorbeeld 1234 AB."
      />
      <IbanField
        rule={exampleIbanRule}
        id="iban"
        defaultValue="NL00"
        errorMessage="Vul een geldig IBAN-nummer in."
      />
    </form>
  ),
} satisfies Meta<typeof FormErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expect(
      canvas.getByRole('heading', { name: 'Er ging iets mis met de volgende velden:' }),
    ).toBeVisible();
  },
};

export const LinkFocusesField: Story = {
  play: async ({ canvas, userEvent }) => {
    // The summary takes focus in an effect after it renders; a person tabs from there.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await userEvent.tab();
    await waitFor(() =>
      expect(
        canvas.getByRole('link', { name: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.' }),
      ).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'IBAN-nummer' })).toHaveFocus());
  },
};

export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Narrow320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Vul een geldig IBAN-nummer in.' }),
    ).toBeVisible();
  },
};
