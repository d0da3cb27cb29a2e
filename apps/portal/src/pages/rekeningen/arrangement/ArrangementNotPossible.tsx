import { Stack, formatEuro } from '@vonk/ui';
import type { ArrangementOption } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { CollectionAgencyContact } from '../CollectionAgencyContact.tsx';

type NotPossible = Extract<
  ArrangementOption,
  { kind: 'alreadyArranged' | 'notNeeded' | 'tooSmall' | 'atCollectionAgency' | 'refused' }
>;

/** Why no arrangement can be made here, in plain Dutch, and what to do instead (ADR 033, 117). */
export function ArrangementNotPossible({ option }: { option: NotPossible }) {
  const t = useText();
  const [why, instead] = ((): [string, string] => {
    switch (option.kind) {
      case 'notNeeded':
        return [
          t('invoices.arrangement.why.notInArrears'),
          t('invoices.arrangement.instead.notInArrears'),
        ];
      case 'alreadyArranged':
        return [
          t('invoices.arrangement.why.alreadyInArrangement'),
          t('invoices.arrangement.instead.alreadyInArrangement'),
        ];
      case 'tooSmall': {
        const amount = formatEuro(option.amount);
        return [
          option.minimum === null
            ? t('invoices.arrangement.why.amountTooLow', { amount })
            : t('invoices.arrangement.why.amountTooLowMinimum', {
                amount,
                minimum: formatEuro(option.minimum),
              }),
          t('invoices.arrangement.instead.amountTooLow'),
        ];
      }
      case 'atCollectionAgency':
        return option.agency
          ? [
              t('invoices.arrangement.why.atCollectionAgencyNamed', { name: option.agency.name }),
              t('invoices.arrangement.instead.atCollectionAgencyNamed', {
                name: option.agency.name,
              }),
            ]
          : [
              t('invoices.arrangement.why.atCollectionAgency'),
              t('invoices.arrangement.instead.atCollectionAgency'),
            ];
      case 'refused':
        return [t('invoices.arrangement.why.other'), t('invoices.arrangement.instead.other')];
    }
  })();
  return (
    <Stack gap="3">
      <p>{why}</p>
      <p>{instead}</p>
      {option.kind === 'atCollectionAgency' && option.agency && (
        <CollectionAgencyContact agency={option.agency} />
      )}
    </Stack>
  );
}
