import { AddressFields, Stack } from '@vonk/ui';
import type { AddressLookup, AddressStatus } from '@vonk/ui';
import { houseNumber, houseNumberAddition, postcode } from '@vonk/domain';
import type { Address } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import type { PortalForm } from '../../../forms/usePortalForm.ts';
import { SubmitButton } from '../../../forms/SubmitButton.tsx';

export type ShippingAddressValues = {
  postalCode: string;
  houseNumber: string;
  houseNumberAddition: string;
};

const rules = { postcode, houseNumber, houseNumberAddition };

interface ShippingElsewhereFormProps {
  form: PortalForm<ShippingAddressValues>;
  orderId: string;
  /** The order's address now: the same one typed again says nothing needs changing. */
  known: Address;
  /** Looks the address up; what it found fills street and city. */
  onLookup: AddressLookup;
  /** What the lookup says of the values, for the form's checks. */
  onStatus: (status: AddressStatus) => void;
}

/**
 * The "deliver elsewhere" fields of ShippingAddressForm (spec §5): the address with its lookup
 * and the submit button, on the form that component holds (its outcome outlives these fields).
 */
export function ShippingElsewhereForm({
  form,
  orderId,
  known,
  onLookup,
  onStatus,
}: ShippingElsewhereFormProps) {
  const t = useText();
  const prefix = `bezorgadres-${orderId}`;
  return (
    <form {...form.formProps} aria-label={t('orders.shipping.formLabel', { id: orderId })}>
      <Stack gap="4">
        <AddressFields
          legend={t('orders.shipping.legend')}
          idPrefix={prefix}
          rules={rules}
          required
          defaultValue={form.values}
          knownAddress={{
            postalCode: known.postalCode,
            houseNumber: String(known.houseNumber),
            houseNumberAddition: known.houseNumberAddition ?? '',
            street: known.street,
            city: known.city,
          }}
          lookup={onLookup}
          onChange={(address, status) => {
            onStatus(status);
            form.field('postalCode').onChange(address.postalCode);
            form.field('houseNumber').onChange(address.houseNumber);
            form.field('houseNumberAddition').onChange(address.houseNumberAddition);
          }}
        />
        <SubmitButton form={form} savingText={t('orders.shipping.saving')}>
          {t('orders.shipping.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
