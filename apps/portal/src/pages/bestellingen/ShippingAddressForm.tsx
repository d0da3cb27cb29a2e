import { useState } from 'react';
import { Checkbox, Stack } from '@vonk/ui';
import { ownedDraftKey } from '@vonk/domain';
import type { ShippingAddressChange, ShippingAddressLock } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { lazyPart } from '../../sections/lazyPart.tsx';

// The form (its checks, the save, what it met) and the address fields with their lookup load
// when the customer ticks "deliver elsewhere" (issue #34), warmed when pointing at or tabbing to
// the box.
const shippingAddressChange = lazyPart(() =>
  import('./shipping/ShippingAddressChange.tsx').then((module) => module.ShippingAddressChange),
);
const ShippingAddressChangePart = shippingAddressChange.Part;

/** A draft left by a 503 or 401 mid-save (ADR 016): the form opens at once so it is restored. */
const hasDraft = (formId: string) =>
  sessionStorage.getItem(ownedDraftKey(sessionStorage, location.host, formId)) !== null;

/** Why the address can no longer change, said where the form would be. */
const LOCK_TEXTS = {
  closed: 'orders.shipping.locked.closed',
  shipped: 'orders.shipping.locked.shipped',
  locked: 'orders.shipping.locked.locked',
} as const satisfies Record<ShippingAddressLock, MessageId>;

/** Where the form's messages go: no box of its own, so no gap in the stack while it is empty. */
const MESSAGES_PLACE = { display: 'contents' } as const;

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
 * away (persona `ingepakt`: packed as the change arrives): the form, once opened, stays while
 * this component does, which is while the order has an address (issue #26).
 */
export function ShippingAddressForm({ orderId, change, onSaved }: ShippingAddressFormProps) {
  const t = useText();
  const formId = `bestellingen/${orderId}/bezorgadres`;
  const [elsewhere, setElsewhere] = useState(false);
  const [saved, setSaved] = useState(false);
  // The form loads when the box is first ticked, or at once for a draft to restore (ADR 016).
  const [opened, setOpened] = useState(() => hasDraft(formId));
  const [messages, setMessages] = useState<HTMLDivElement | null>(null);
  const lock = change.kind === 'unchangeable' && <p>{t(LOCK_TEXTS[change.reason])}</p>;

  return (
    <Stack gap="4">
      {/* Above the form, not in it: the confirmation, and what the last change met, which stays
          when a reload takes the form away. */}
      <div ref={setMessages} style={MESSAGES_PLACE} />
      {change.kind === 'unchangeable' ? (
        !opened && lock
      ) : (
        /* On the box's wrapper, so pointing at its label warms the form too. */
        <div {...shippingAddressChange.intent}>
          <Checkbox
            checked={elsewhere}
            onChange={(checked) => {
              setElsewhere(checked);
              if (checked) {
                setSaved(false);
                setOpened(true);
              }
            }}
          >
            {t('orders.shipping.elsewhere')}
          </Checkbox>
        </div>
      )}
      {opened && (
        <ShippingAddressChangePart
          skeletonLines={3}
          orderId={orderId}
          formId={formId}
          change={change}
          elsewhere={elsewhere}
          saved={saved}
          messages={messages}
          lock={lock}
          onSaved={async () => {
            await onSaved();
            setElsewhere(false);
            setSaved(true);
          }}
        />
      )}
    </Stack>
  );
}
