import { returnReferenceError } from '@vonk/domain';
import { ReferenceForm } from '../../shell/ReferenceForm.tsx';

interface ReturnLabelReferenceFormProps {
  defaultValue?: string;
  onSubmit: (reference: string) => Promise<unknown> | void;
}

/** The return reference from the e-mail (rules: domain shippingLabels/rules.ts). */
export function ReturnLabelReferenceForm(props: ReturnLabelReferenceFormProps) {
  return (
    <ReferenceForm
      id="retourreferentie"
      formId="retour-label"
      check={returnReferenceError}
      texts={{
        label: 'returnLabel.reference.label',
        description: 'returnLabel.reference.description',
        submit: 'returnLabel.reference.submit',
        required: 'returnLabel.reference.required',
        format: 'returnLabel.reference.format',
      }}
      {...props}
    />
  );
}
