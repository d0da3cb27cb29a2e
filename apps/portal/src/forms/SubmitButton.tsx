import type { ReactNode } from 'react';
import { Button } from '@vonk/ui';

interface SubmitButtonProps {
  /** The form it sends: the button is busy while a submit is on its way. */
  form: { isSubmitting: boolean };
  /** What the busy button says to a screen reader, e.g. 'Bezig met opslaan'. */
  savingText: ReactNode;
  children: ReactNode;
}

/** A form's submit button on a row of its own (so it keeps its own width in a Stack). */
export function SubmitButton({ form, savingText, children }: SubmitButtonProps) {
  return (
    <div>
      <Button type="submit" loading={form.isSubmitting} loadingText={savingText}>
        {children}
      </Button>
    </div>
  );
}
