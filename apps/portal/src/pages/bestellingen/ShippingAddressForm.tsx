import { useRef, useState } from 'react';
import {
  Alert,
  Checkbox,
  LOOKUP_FAILED_MESSAGE,
  SAME_ADDRESS_MESSAGE,
  Stack,
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
import type { Address, ShippingAddressChange, ShippingAddressLock } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { useFocusWhen } from '../../sections/useFocusWhen.ts';
import { FormMessages } from '../../forms/FormMessages.tsx';
import { usePortalForm } from '../../forms/usePortalForm.ts';
import { lazyPart } from '../../sections/lazyPart.tsx';
import type { ShippingAddressValues } from './ShippingElsewhereForm.tsx';

// The address fields and their lookup load when the customer ticks "deliver elsewhere" (issue
// #34), warmed when pointing at or tabbing to the box.
const shippingElsewhereForm = lazyPart(() =>
  import('./ShippingElsewhereForm.tsx').then((module) => module.ShippingElsewhereForm),
);
const ShippingElsewhereForm = shippingElsewhereForm.Part;

/** Why the address can no longer change, said where the form would be. */
const LOCK_TEXTS = {
  closed: 'orders.shipping.locked.closed',
  shipped: 'orders.shipping.locked.shipped',
  locked: 'orders.shipping.locked.locked',
} as const satisfies Record<ShippingAddressLock, MessageId>;

interface ShippingAddressFormProps {
  orderId: string;
  /** The domain's model of the order: can its address change, and why not. */
  change: Exclude<ShippingAddressChange, { kind: 'nothingShipped' }>;
  /** After the change is saved: reload the orders. */
  onSaved: () => Promise<unknown>;
}

/**
 * Spec §5, §7.2 POST /api/orders/shippingaddress: "deliver elsewhere" opens the address fields
 * with the lookup; the spec's unknown-combination text, and the same address as now says nothing
 * needs changing (the box can be unticked). On the one form mechanism: a summary on submit, a
 * failed or refused save keeps what was typed.
 *
 * What the order already says (`shippingAddressChange`: shipped, no longer changeable) is said
 * in place of the form, before anyone tries. The outcome of a change (saved, refused with the
 * server's words, failed) stays when the order reloads, also when the reload takes the form
 * away (persona `ingepakt`: packed as the change arrives): this component, which holds it,
 * stays while the order has an address (issue #26).
 */
export function ShippingAddressForm({ orderId, change, onSaved }: ShippingAddressFormProps) {
  const t = useText();
  const client = useApiClient();
  const [elsewhere, setElsewhere] = useState(false);
  const [saved, setSaved] = useState(false);
  // The lookup's verdict: what AddressFields found for the values, read by the checks.
  const lookup = useRef<{ status: AddressStatus; found: Address | null }>({
    status: { status: 'incomplete' },
    found: null,
  });
  const prefix = `bezorgadres-${orderId}`;
  const known = change.address;

  const addressProblem = () => {
    const { status } = lookup.current.status;
    if (status === 'unknown') return UNKNOWN_ADDRESS_MESSAGE;
    if (status === 'same') return SAME_ADDRESS_MESSAGE;
    if (status === 'error') return LOOKUP_FAILED_MESSAGE;
    if (status !== 'found') return t('orders.shipping.error.lookup');
    return undefined;
  };
  const form = usePortalForm<ShippingAddressValues>({
    id: `bestellingen/${orderId}/bezorgadres`,
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
    onSaved: async () => {
      await onSaved();
      setElsewhere(false);
      setSaved(true);
    },
  });

  // The confirmation takes focus: the form it replaces is gone. So does a refusal or failure
  // whose reload took the form away (the button that had focus went with it).
  const savedAlert = useFocusWhen(saved);
  const open = change.kind === 'changeable';
  const outcome = useFocusWhen(!open && form.failure);

  return (
    <Stack gap="4">
      {saved && (
        <Alert ref={savedAlert} tabIndex={-1} tone="success" title={t('orders.shipping.saved')}>
          {t('orders.shipping.savedBody')}
        </Alert>
      )}
      {/* Above the form, not in it: what the last change met stays when a reload takes the
          form away. */}
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
      {change.kind === 'unchangeable' ? (
        // A refusal already says it in the server's words.
        form.failure?.kind !== 'refused' && <p>{t(LOCK_TEXTS[change.reason])}</p>
      ) : (
        <>
          {/* On the box's wrapper, so pointing at its label warms the fields too. */}
          <div {...shippingElsewhereForm.intent}>
            <Checkbox
              checked={elsewhere}
              onChange={(checked) => {
                setElsewhere(checked);
                if (checked) setSaved(false);
              }}
            >
              {t('orders.shipping.elsewhere')}
            </Checkbox>
          </div>
          {elsewhere && (
            <ShippingElsewhereForm
              skeletonLines={3}
              form={form}
              orderId={orderId}
              known={known}
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
      )}
    </Stack>
  );
}
