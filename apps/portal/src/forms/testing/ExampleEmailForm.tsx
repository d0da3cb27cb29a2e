import { Button, TextField } from '@vonk/ui';
import { emailAddress } from '@vonk/domain';
import { FormMessages } from '../FormMessages.tsx';
import { usePortalForm } from '../usePortalForm.ts';

export const EXAMPLE_FORM_ID = 'test/e-mail';

export interface ExampleEmailFormProps {
  onSubmit: (values: { email: string; password: string }) => Promise<unknown>;
  onSaved?: () => void;
}

/**
 * A small form on the one mechanism for its unit test and its stories: a rule from the domain and
 * a password that is never kept in a draft.
 */
export function ExampleEmailForm({ onSubmit, onSaved }: ExampleEmailFormProps) {
  const form = usePortalForm({
    id: EXAMPLE_FORM_ID,
    fieldIds: { email: 'email', password: 'password' },
    defaultValues: { email: '', password: '' },
    checks: {
      email: (value) => {
        const result = emailAddress(value);
        if (result.ok) return undefined;
        return result.error === 'required'
          ? 'Vul je e-mailadres in.'
          : 'Vul een geldig e-mailadres in.';
      },
      password: (value) => (value ? undefined : 'Vul je wachtwoord in.'),
    },
    onSubmit,
    onSaved,
  });
  return (
    <form {...form.formProps}>
      <FormMessages
        form={form}
        summaryTitle="Controleer de volgende gegevens:"
        failedTitle="Niet opgeslagen"
        failedBody="Probeer het opnieuw."
      />
      <TextField {...form.field('email')} label="E-mailadres" />
      <TextField {...form.field('password')} type="password" label="Wachtwoord" />
      <Button type="submit" loading={form.isSubmitting} loadingText="Bezig...">
        Opslaan
      </Button>
    </form>
  );
}
