import { Spinner, formatPhoneNumber } from '@vonk/ui';
import { isGeographicNumber, numberOnMove, reads, useRead } from '@vonk/domain';
import type { VoipLine } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';

/** One line: checked against the new postcode when its number is tied to a place. */
function NumberOutcome({ line, postalCode }: { line: VoipLine; postalCode: string }) {
  const t = useText();
  const tied = isGeographicNumber(line.phoneNumber);
  // The path form of the §7.2 check: the line's own number and a looked-up postcode (ADR 072).
  const check = useRead(tied && line.phoneNumber && postalCode ? reads.netCodeCheckByPath : null, {
    phoneNumber: line.phoneNumber,
    postalCode,
  });
  const outcome = numberOnMove(line.phoneNumber, check.data);
  const number = formatPhoneNumber(line.phoneNumber);
  switch (outcome.kind) {
    case 'notTied':
      return <li>{t('move.number.notTied', { number })}</li>;
    case 'moves':
      return <li>{t('move.number.moves', { number })}</li>;
    case 'newNumber':
      return (
        <li>
          {outcome.expectedNetCode
            ? t('move.number.newNumber', { number, netCode: outcome.expectedNetCode })
            : t('move.number.newNumberUnknownCode', { number })}
        </li>
      );
    case 'unknown':
      return (
        <li>
          {check.error ? (
            t('move.number.failed', { number })
          ) : (
            <Spinner label={t('move.number.checking', { number })} />
          )}
        </li>
      );
  }
}

interface FixedNumbersOnMoveProps {
  lines: readonly VoipLine[];
  /** The new address's postcode, once the lookup found it. */
  postalCode: string;
}

/**
 * What happens to each fixed number on the move (ADR 072): a number tied to a place goes along
 * only within its area code region, which the net-code check against the new postcode tells.
 */
export function FixedNumbersOnMove({ lines, postalCode }: FixedNumbersOnMoveProps) {
  const t = useText();
  if (lines.length === 0) return null;
  return (
    <ul aria-label={t('move.number.title')} aria-live="polite">
      {lines.map((line) => (
        <NumberOutcome key={line.phoneNumber} line={line} postalCode={postalCode} />
      ))}
    </ul>
  );
}
