import type { Address, VoipLine } from '@vonk/domain';
import { FixedNumbersOnMove } from './FixedNumbersOnMove.tsx';
import { TvOnMove } from './TvOnMove.tsx';
import folderMessages from '../../../i18n/compiled/pages/mijn-gegevens.adresgegevens.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts of this folder, which this part also needs (the compiler asks each lazy module).
registerPageMessages(folderMessages);

interface MoveOutcomesProps {
  lines: readonly VoipLine[];
  currentTv: { name: string } | null;
  /** The new address, once the lookup found it. */
  address: Address;
}

/**
 * What the move means for the fixed numbers and the TV (ADR 072, 089), once the new address is
 * found: MoveForm loads it when the customer starts on the form (issue #34).
 */
export function MoveOutcomes({ lines, currentTv, address }: MoveOutcomesProps) {
  return (
    <>
      <FixedNumbersOnMove lines={lines} postalCode={address.postalCode} />
      <TvOnMove currentTv={currentTv} address={address} />
    </>
  );
}
