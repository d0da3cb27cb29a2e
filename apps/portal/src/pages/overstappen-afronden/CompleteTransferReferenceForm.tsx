import { transferReferenceError } from '@vonk/domain';
import { ReferenceForm } from '../../shell/ReferenceForm.tsx';

interface CompleteTransferReferenceFormProps {
  defaultValue?: string;
  onSubmit: (reference: string) => Promise<unknown> | void;
}

/** The transfer reference from the e-mail (rules: domain transfer/rules.ts). */
export function CompleteTransferReferenceForm(props: CompleteTransferReferenceFormProps) {
  return (
    <ReferenceForm
      id="overstapreferentie"
      formId="overstappen-afronden"
      check={transferReferenceError}
      texts={{
        label: 'completeTransfer.reference.label',
        description: 'completeTransfer.reference.description',
        submit: 'completeTransfer.reference.submit',
        required: 'completeTransfer.reference.required',
        format: 'completeTransfer.reference.format',
      }}
      {...props}
    />
  );
}
