import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { mergeRefs } from 'react-aria';
import { FieldError } from '../Field/Field.tsx';
import { Fieldset } from '../Fieldset/Fieldset.tsx';
import type { FieldRule } from '../Field/fieldRule.ts';
import { HouseNumberAdditionField } from '../HouseNumberField/HouseNumberAdditionField.tsx';
import { HouseNumberField } from '../HouseNumberField/HouseNumberField.tsx';
import { PostcodeField } from '../PostcodeField/PostcodeField.tsx';
import { Found, Loading, Note, Row, Status } from './AddressFields.styles.ts';
import { useSteadyWhilePressed } from './useSteadyWhilePressed.ts';
import {
  LOOKUP_FAILED_MESSAGE,
  SAME_ADDRESS_MESSAGE,
  UNKNOWN_ADDRESS_MESSAGE,
} from './addressMessages.ts';

export interface AddressInput {
  postalCode: string;
  houseNumber: string;
  houseNumberAddition: string;
}

export interface FoundAddress {
  street: string;
  city: string;
}

export type AddressLookup = (
  postalCode: string,
  houseNumber: string,
  houseNumberAddition: string,
) => Promise<FoundAddress | null>;

export type AddressStatus =
  | { status: 'incomplete' }
  | { status: 'loading' }
  | { status: 'found'; address: FoundAddress }
  | { status: 'same'; address?: FoundAddress }
  | { status: 'unknown' }
  | { status: 'error' };

/** The domain's rules for the three fields (ui does not import the domain). */
export interface AddressRules {
  postcode: FieldRule<string>;
  houseNumber: FieldRule<number>;
  houseNumberAddition: FieldRule<string | null>;
}

/** Other props (data-*, aria-*) and the ref go to the `<fieldset>`. */
type FieldsetRest = Omit<
  ComponentPropsWithRef<'fieldset'>,
  'children' | 'onChange' | 'onBlur' | 'defaultValue' | 'disabled' | 'id' | 'name'
>;

export interface AddressFieldsProps extends FieldsetRest {
  /** The domain's `postcode`, `houseNumber` and `houseNumberAddition` rules. */
  rules: AddressRules;
  /** Looks the address up (e.g. GET /api/AddressLookup/{postalCode}/{houseNumber}); `null` = unknown. */
  lookup: AddressLookup;
  defaultValue?: Partial<AddressInput>;
  /** The customer's current address; entering it again shows that nothing needs changing. */
  knownAddress?: AddressInput & Partial<FoundAddress>;
  /** Called with the normalised input and the lookup status whenever either changes. */
  onChange?: (address: AddressInput, status: AddressStatus) => void;
  /** Default 'Adres'. */
  legend?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Prefix of the input ids (`{idPrefix}-postcode`, `-huisnummer`, `-toevoeging`) for FormErrorSummary. */
  idPrefix?: string;
  unknownMessage?: ReactNode;
  sameAddressMessage?: ReactNode;
  lookupFailedMessage?: ReactNode;
  className?: string;
}

const keyOf = (a: AddressInput) => `${a.postalCode}|${a.houseNumber}|${a.houseNumberAddition}`;
/** The three fields as the rules write them, or null while one of them is not valid. */
function complete(rules: AddressRules, a: AddressInput): AddressInput | null {
  const postalCode = rules.postcode(a.postalCode);
  const houseNumber = rules.houseNumber(a.houseNumber);
  const addition = rules.houseNumberAddition(a.houseNumberAddition);
  if (!postalCode.ok || !houseNumber.ok || !addition.ok) return null;
  return {
    postalCode: postalCode.value,
    houseNumber: String(houseNumber.value),
    houseNumberAddition: addition.value ?? '',
  };
}

/** The submit button of a held submit, if it can still send its form. */
const submitterOf = (form: HTMLFormElement, submitter: HTMLElement | null) =>
  (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
  submitter.form === form
    ? submitter
    : undefined;

/**
 * Postcode, house number and addition, looked up when a field loses focus with all three
 * valid. Shows the street and city found, the spec's unknown-combination message, or, with
 * `knownAddress`, that nothing needs changing. Results of older lookups are ignored.
 *
 * One press sends the form, also straight from a field (issue #26): while a pointer is down
 * nothing here changes the layout (the lookup's result waits for the click), and a submit of
 * the surrounding form while the address is still being looked up (or not yet, after Enter in
 * a field, or answered but not yet rendered) waits for the answer's render and then goes on, so
 * the form's checks see the result.
 */
export function AddressFields({
  rules,
  lookup,
  defaultValue,
  knownAddress,
  onChange,
  legend = 'Adres',
  description,
  required,
  disabled,
  idPrefix,
  unknownMessage = UNKNOWN_ADDRESS_MESSAGE,
  sameAddressMessage = SAME_ADDRESS_MESSAGE,
  lookupFailedMessage = LOOKUP_FAILED_MESSAGE,
  className,
  ref,
  ...rest
}: AddressFieldsProps) {
  const fieldset = useRef<HTMLFieldSetElement | null>(null);
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const statusId = `${prefix}-status`;
  const [address, setAddress] = useState<AddressInput>({
    postalCode: defaultValue?.postalCode ?? '',
    houseNumber: defaultValue?.houseNumber ?? '',
    houseNumberAddition: defaultValue?.houseNumberAddition ?? '',
  });
  const [status, setStatus] = useState<AddressStatus>({ status: 'incomplete' });
  const latest = useRef(address);
  const lookedUp = useRef('');
  const request = useRef(0);
  // A lookup started and its result not shown yet; a submit waiting for it (form, button).
  const awaiting = useRef(false);
  // A status reported and not yet rendered: the parent's checks still see the one before.
  const unrendered = useRef(false);
  const held = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  const steady = useSteadyWhilePressed();
  // The latest onChange: a held result is told to the parent as it is now.
  const changed = useRef(onChange);
  useLayoutEffect(() => {
    changed.current = onChange;
  });

  const report = (next: AddressInput, nextStatus: AddressStatus) =>
    steady(() => {
      if (nextStatus.status !== 'loading') awaiting.current = false;
      unrendered.current = true;
      setStatus(nextStatus);
      changed.current?.(next, nextStatus);
    });

  const change = (field: keyof AddressInput, value: string) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setAddress(next);
    const written = complete(rules, next);
    if (lookedUp.current && (!written || keyOf(written) !== lookedUp.current)) {
      lookedUp.current = '';
      request.current += 1;
      report(next, { status: 'incomplete' });
    }
  };

  /** Looks the complete, not yet looked-up address up; false when there is nothing to do. */
  const commit = (): boolean => {
    const next = complete(rules, latest.current);
    if (!next) return false;
    const key = keyOf(next);
    if (key === lookedUp.current) return false;
    lookedUp.current = key;
    awaiting.current = true;
    const id = ++request.current;
    const known = knownAddress && complete(rules, knownAddress);
    if (knownAddress && known && key === keyOf(known)) {
      const { street, city } = knownAddress;
      report(
        next,
        street && city ? { status: 'same', address: { street, city } } : { status: 'same' },
      );
      return true;
    }
    report(next, { status: 'loading' });
    lookup(next.postalCode, next.houseNumber, next.houseNumberAddition).then(
      (found) => {
        if (id !== request.current) return;
        report(next, found ? { status: 'found', address: found } : { status: 'unknown' });
      },
      () => {
        if (id !== request.current) return;
        report(next, { status: 'error' });
      },
    );
    return true;
  };

  // Hold a submit of the surrounding form until the address is looked up (see above).
  useEffect(() => {
    const form = fieldset.current?.form;
    if (!form) return;
    const hold = (event: SubmitEvent) => {
      if (!commit() && !awaiting.current && !unrendered.current) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.current = { form, submitter: event.submitter };
    };
    form.addEventListener('submit', hold);
    return () => form.removeEventListener('submit', hold);
  });
  // The result is shown (and told to the parent, whose checks now see it): send it on.
  useEffect(() => {
    unrendered.current = false;
    if (awaiting.current || !held.current) return;
    const { form, submitter } = held.current;
    held.current = null;
    if (form.isConnected) form.requestSubmit(submitterOf(form, submitter));
  }, [status]);

  const problem = status.status === 'unknown' || status.status === 'error';
  const shown = status.status === 'found' || status.status === 'same' ? status.address : undefined;
  return (
    <Fieldset
      {...rest}
      ref={mergeRefs(fieldset, ref)}
      legend={legend}
      description={description}
      required={required}
      disabled={disabled}
      className={className}
      aria-describedby={problem ? statusId : undefined}
      data-status={status.status}
    >
      <Row>
        <PostcodeField
          rule={rules.postcode}
          id={`${prefix}-postcode`}
          value={address.postalCode}
          onChange={(value) => change('postalCode', value)}
          onBlur={commit}
          required={required}
          disabled={disabled}
        />
        <HouseNumberField
          rule={rules.houseNumber}
          id={`${prefix}-huisnummer`}
          value={address.houseNumber}
          onChange={(value) => change('houseNumber', value)}
          onBlur={commit}
          required={required}
          disabled={disabled}
          invalid={status.status === 'unknown' || undefined}
        />
        <HouseNumberAdditionField
          rule={rules.houseNumberAddition}
          id={`${prefix}-toevoeging`}
          value={address.houseNumberAddition}
          onChange={(value) => change('houseNumberAddition', value)}
          onBlur={commit}
          disabled={disabled}
        />
      </Row>
      <Status id={statusId} role="status">
        {status.status === 'loading' && <Loading>Adres zoeken...</Loading>}
        {status.status === 'same' && <Note>{sameAddressMessage}</Note>}
        {shown && (
          <Found aria-label="Gevonden adres">
            <dt>Straat</dt>
            <dd>{shown.street}</dd>
            <dt>Plaats</dt>
            <dd>{shown.city}</dd>
          </Found>
        )}
        {status.status === 'unknown' && <FieldError>{unknownMessage}</FieldError>}
        {status.status === 'error' && <FieldError>{lookupFailedMessage}</FieldError>}
      </Status>
    </Fieldset>
  );
}
