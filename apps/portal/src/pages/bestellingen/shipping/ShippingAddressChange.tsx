import { useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  Alert,
  LOOKUP_FAILED_MESSAGE,
  SAME_ADDRESS_MESSAGE,
  UNKNOWN_ADDRESS_MESSAGE,
} from '@vonk/ui';
import type { AddressStatus } from '@vonk/ui';
import {
  changeShippingAddress,
  houseNumber,
  lookupAddress,
  matchLookedUpAddress,
  postcode,
  toShippingAddressChange,
  useApiClient,
} from '@vonk/domain';
import type { Address, ShippingAddressChange as Change } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { useFocusWhen } from '../../../sections/useFocusWhen.ts';
import { FormMessages } from '../../../forms/FormMessages.tsx';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { ShippingElsewhereForm } from './ShippingElsewhereForm.tsx';
import type { ShippingAddressValues } from './ShippingElsewhereForm.tsx';
import folderMessages from '../../../i18n/compiled/pages/bestellingen.shipping.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only this folder uses (issue #34).
registerPageMessages(folderMessages);

export interface ShippingAddressChangeProps {
  orderId: string;
  /** Names the form's draft (ADR 016). */
  formId: string;
  change: Exclude<Change, { kind: 'nothingShipped' }>;
  /** "Deliver elsewhere" is ticked: the address fields show. */
  elsewhere: boolean;
  /** The change was saved and the box not ticked again since: the confirmation shows. */
  saved: boolean;
  /** Where the form's messages go: above the box, where ShippingAddressForm keeps a place. */
  messages: HTMLElement | null;
  /** Why the address can no longer change, said unless a refusal already says it. */
  lock: ReactNode;
  /** After the change is saved (the orders reloaded). */
  onSaved: () => Promise<unknown>;
}

/**
 * The form of ShippingAddressForm (spec §5, §7.2 POST /api/orders/shippingaddress): its checks
 * with the lookup's verdict, the save, what it met (summary, failure, the server's refusal) and
 * the address fields. It loads when "deliver elsewhere" is first ticked (issue #34) and stays
 * from then on, so what the last change met outlives a reload that takes the fields away.
 */
export function ShippingAddressChange({
  orderId,
  formId,
  change,
  elsewhere,
  saved,
  messages,
  lock,
  onSaved,
}: ShippingAddressChangeProps) {
  const t = useText();
  const client = useApiClient();
  // The lookup's verdict: what AddressFields found for the values, read by the checks.
  const lookup = useRef<{ status: AddressStatus; found: Address | null }>({
    status: { status: 'incomplete' },
    found: null,
  });
  const prefix = `bezorgadres-${orderId}`;

  const addressProblem = () => {
    const { status } = lookup.current.status;
    if (status === 'unknown') return UNKNOWN_ADDRESS_MESSAGE;
    if (status === 'same') return SAME_ADDRESS_MESSAGE;
    if (status === 'error') return LOOKUP_FAILED_MESSAGE;
    if (status !== 'found') return t('orders.shipping.error.lookup');
    return undefined;
  };
  const form = usePortalForm<ShippingAddressValues>({
    id: formId,
    fieldIds: {
      postalCode: `${prefix}-postcode`,
      houseNumber: `${prefix}-huisnummer`,
      houseNumberAddition: `${prefix}-toevoeging`,
    },
    defaultValues: { postalCode: '', houseNumber: '', houseNumberAddition: '' },
    checks: {
      postalCode: (value) => (postcode(value).ok ? undefined : t('orders.shipping.error.postcode')),
      houseNumber: (value) =>
        houseNumber(value).ok ? addressProblem() : t('orders.shipping.error.houseNumber'),
    },
    onSubmit: () =>
      changeShippingAddress(client, toShippingAddressChange(orderId, lookup.current.found!)),
    onSaved,
  });

  // The confirmation takes focus: the form it replaces is gone. So does a refusal or failure
  // whose reload took the form away (the button that had focus went with it).
  const savedAlert = useFocusWhen(saved);
  const open = change.kind === 'changeable';
  const outcome = useFocusWhen(!open && form.failure);

  return (
    <>
      {messages &&
        createPortal(
          <>
            {saved && (
              <Alert
                ref={savedAlert}
                tabIndex={-1}
                tone="success"
                title={t('orders.shipping.saved')}
              >
                {t('orders.shipping.savedBody')}
              </Alert>
            )}
            {(form.failure || form.restored || form.summary.errors.length > 0) && (
              <div ref={outcome} tabIndex={-1}>
                <FormMessages
                  form={form}
                  summaryTitle={t('orders.shipping.errorSummary')}
                  failedTitle={t('orders.shipping.failed.title')}
                  failedBody={t('orders.shipping.failed.body')}
                />
              </div>
            )}
          </>,
          messages,
        )}
      {change.kind === 'unchangeable'
        ? // A refusal already says it in the server's words.
          form.failure?.kind !== 'refused' && lock
        : elsewhere && (
            <ShippingElsewhereForm
              form={form}
              orderId={orderId}
              known={change.address}
              onLookup={async (postalCode, number, addition) => {
                const found = matchLookedUpAddress(
                  await lookupAddress(client, postalCode, number),
                  addition,
                );
                lookup.current = { ...lookup.current, found };
                return found && { street: found.street, city: found.city };
              }}
              onStatus={(status) => {
                lookup.current = { ...lookup.current, status };
              }}
            />
          )}
    </>
  );
}
