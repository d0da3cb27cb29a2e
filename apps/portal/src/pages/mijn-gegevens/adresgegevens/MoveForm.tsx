import { useRef, useState } from 'react';
import {
  AddressFields,
  Button,
  DateField,
  DescriptionList,
  Stack,
  UNKNOWN_ADDRESS_MESSAGE,
  formatAddressLine,
  formatDateInText,
} from '@vonk/ui';
import type { AddressInput, AddressStatus } from '@vonk/ui';
import {
  calendarDate,
  houseNumber,
  houseNumberAddition,
  isSoftFailure,
  lastMoveDate,
  lookupAddress,
  moveDateError,
  planMove,
  postcode,
  useApiClient,
} from '@vonk/domain';
import type {
  Address,
  MoveDateError,
  OverviewProduct,
  ProductOrderResult,
  VoipLine,
} from '@vonk/domain';
import type { MessageId } from '../../../i18n/messages.ts';
import { useText } from '../../../i18n/useText.ts';
import { useFocusWhen } from '../../../sections/useFocusWhen.ts';
import { useProductLabel } from '../../../sections/useProductLabel.ts';
import { usePortal } from '../../../session/PortalContext.tsx';
import { FormMessages } from '../../../forms/FormMessages.tsx';
import { SubmitButton } from '../../../forms/SubmitButton.tsx';
import { dateFieldProps } from '../../../forms/dateFieldProps.ts';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { lazyPart } from '../../../sections/lazyPart.tsx';

// What the move means for the numbers and the TV shows once the new address is found: its code
// (the net-code and TV checks) loads when the customer starts on the form (issue #34).
const moveOutcomes = lazyPart(() =>
  import('./MoveOutcomes.tsx').then((module) => module.MoveOutcomes),
);
const MoveOutcomes = moveOutcomes.Part;

const DATE_ERRORS = {
  required: 'move.date.error.required',
  invalid: 'move.date.error.invalid',
  notAfterToday: 'move.date.error.notAfterToday',
  tooFar: 'move.date.error.tooFar',
} as const satisfies Record<MoveDateError, MessageId>;

const RULES = { postcode, houseNumber, houseNumberAddition };
const PREFIX = 'verhuis';

interface MoveFormProps {
  current: Address;
  /** What moves along: the current products (domain `currentProducts`). */
  services: readonly OverviewProduct[];
  /** The fixed lines, whose numbers go along only within their area code region (ADR 072). */
  lines?: readonly VoipLine[];
  /** The current TV product: checked against the new address's TV list (ADR 089). */
  currentTv?: { name: string } | null;
  /** After the move order is made: the page refetches the planned move. */
  onPlanned: (result: ProductOrderResult) => Promise<unknown>;
}

/**
 * A move (ADR 047): the new address by lookup (spec §5 texts), the move date, what happens to
 * the services, then a check of everything before the move order is made (POST /api/move).
 */
export function MoveForm({
  current,
  services,
  lines = [],
  currentTv = null,
  onPlanned,
}: MoveFormProps) {
  const t = useText();
  const { label } = useProductLabel();
  const client = useApiClient();
  const { today = () => new Date() } = usePortal();
  const todayIso = calendarDate(today());
  const [status, setStatus] = useState<AddressStatus>({ status: 'incomplete' });
  const found = useRef(new Map<string, Address>());
  const [address, setAddress] = useState<Address | null>(null);
  const [checking, setChecking] = useState(false);
  const confirmHeading = useFocusWhen<HTMLHeadingElement>(checking);

  const addressProblem = (): string | undefined => {
    if (status.status === 'unknown') return UNKNOWN_ADDRESS_MESSAGE;
    if (status.status === 'same') return t('move.address.same');
    if (status.status === 'error') return t('move.address.lookupFailed');
    if (status.status !== 'found') return t('move.address.required');
    return undefined;
  };
  const form = usePortalForm<{ address: string; moveDate: string }>({
    id: 'mijn-gegevens/verhuizen',
    fieldIds: { address: `${PREFIX}-postcode`, moveDate: `${PREFIX}-datum` },
    defaultValues: { address: '', moveDate: '' },
    checks: {
      address: () => addressProblem(),
      moveDate: (value) => {
        const error = moveDateError(value, todayIso);
        return error && t(DATE_ERRORS[error], { date: formatDateInText(lastMoveDate(todayIso)) });
      },
    },
    // The first submit sends nothing: the next step shows what will be and asks to confirm. The
    // confirm step submits the same form, so a 503 or 401 there keeps a draft too (issue #31); a
    // send that fails or is refused goes back to the first step, where the message is.
    onSubmit: async ({ moveDate }) => {
      if (!checking || !address) return undefined;
      try {
        const result = await planMove(client, { address, moveDate });
        if (isSoftFailure(result)) setChecking(false);
        return result;
      } catch (error) {
        setChecking(false);
        throw error;
      }
    },
    onSaved: (_values, result) =>
      checking ? onPlanned(result as ProductOrderResult) : setChecking(true),
  });
  // A draft kept by a 503 or 401 brings the address back; the lookup runs on the next submit.
  const [restoredAddress] = useState(() => addressFromKey(form.values.address));

  const lookup = async (postalCode: string, number: string, addition: string) => {
    const candidates = await lookupAddress(client, postalCode, number);
    const match = candidates.find(
      (candidate) => (candidate.houseNumberAddition ?? '').toUpperCase() === addition.toUpperCase(),
    );
    if (!match) return null;
    found.current.set(`${postalCode}|${number}|${addition}`, match);
    return { street: match.street, city: match.city };
  };
  const onAddressChange = (input: AddressInput, next: AddressStatus) => {
    setStatus(next);
    const key = `${input.postalCode}|${input.houseNumber}|${input.houseNumberAddition}`;
    const match = next.status === 'found' ? (found.current.get(key) ?? null) : null;
    setAddress(match);
    form.field('address').onChange(match ? key : '');
  };

  const knownAddress = {
    postalCode: current.postalCode,
    houseNumber: String(current.houseNumber),
    houseNumberAddition: current.houseNumberAddition ?? '',
    street: current.street,
    city: current.city,
  };
  return (
    <form {...form.formProps} {...moveOutcomes.intent} aria-label={t('move.title')}>
      <Stack gap="5">
        <FormMessages
          form={form}
          summaryTitle={t('move.errorSummary')}
          failedTitle={t('move.failed')}
          failedBody={t('move.failedBody')}
        />
        <div hidden={checking}>
          <Stack gap="5">
            <AddressFields
              defaultValue={restoredAddress}
              rules={RULES}
              lookup={lookup}
              knownAddress={knownAddress}
              onChange={onAddressChange}
              legend={t('move.address.legend')}
              description={t('move.address.hint')}
              required
              idPrefix={PREFIX}
              sameAddressMessage={t('move.address.same')}
              lookupFailedMessage={t('move.address.lookupFailed')}
            />
            <DateField
              {...dateFieldProps(form.field('moveDate'))}
              label={t('move.date.label')}
              description={t('move.date.hint', {
                date: formatDateInText(lastMoveDate(todayIso)),
              })}
              required
            />
            <Stack gap="2">
              <h3>{t('move.services.title')}</h3>
              <p>{t('move.services.body')}</p>
              {services.length > 0 && (
                <ul aria-label={t('move.services.title')}>
                  {services.map((product) => (
                    <li key={product.technicalId ?? product.role}>{label(product)}</li>
                  ))}
                </ul>
              )}
              {address && (
                <MoveOutcomes
                  lines={lines}
                  currentTv={currentTv}
                  address={address}
                  skeletonLines={2}
                />
              )}
            </Stack>
            <div>
              <Button type="submit">{t('move.next')}</Button>
            </div>
          </Stack>
        </div>
        {checking && address && (
          <Stack gap="4">
            <h3 ref={confirmHeading} tabIndex={-1}>
              {t('move.confirm.title')}
            </h3>
            <DescriptionList
              items={[
                {
                  term: t('move.confirm.from'),
                  description: formatAddressLine(current, { withPostcode: true }),
                },
                {
                  term: t('move.confirm.to'),
                  description: formatAddressLine(address, { withPostcode: true }),
                },
                {
                  term: t('move.confirm.date'),
                  description: formatDateInText(form.values.moveDate),
                },
                {
                  term: t('move.confirm.services'),
                  description:
                    services.length > 0
                      ? services.map(label).join(', ')
                      : t('move.confirm.noServices'),
                },
              ]}
            />
            <MoveOutcomes lines={lines} currentTv={currentTv} address={address} skeletonLines={2} />
            <Stack direction="row" gap="3" wrap>
              <SubmitButton form={form} savingText={t('move.confirming')}>
                {t('move.confirm.submit')}
              </SubmitButton>
              <Button variant="secondary" onClick={() => setChecking(false)}>
                {t('move.confirm.change')}
              </Button>
            </Stack>
          </Stack>
        )}
      </Stack>
    </form>
  );
}

/** The lookup's key (postcode|number|addition) a draft holds, as the address fields' input. */
function addressFromKey(key: string | string[]): AddressInput | undefined {
  if (typeof key !== 'string' || key === '') return undefined;
  const [postalCode = '', houseNumber = '', houseNumberAddition = ''] = key.split('|');
  return { postalCode, houseNumber, houseNumberAddition };
}
