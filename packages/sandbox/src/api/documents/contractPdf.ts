import type { CustomerPersona } from '../../personas/index.ts';
import { SANDBOX_NOTICE, simplePdf } from './simplePdf.ts';

export function contractPdf(persona: CustomerPersona): Uint8Array<ArrayBuffer> {
  const { account, details } = persona;
  const { firstName, lastName } = account.personInformation;
  return simplePdf([
    'Overeenkomst Vonk',
    `Klant: ${firstName} ${lastName} (${account.customerId})`,
    `Ingangsdatum: ${details.contract.startDate}`,
    `Einddatum: ${details.contract.endDate ?? 'onbepaalde tijd'}`,
    // The contract summary's terms (EECC art. 102, ADR 133).
    `Minimale looptijd: ${details.contract.minimumTermMonths === null ? 'geen' : `${details.contract.minimumTermMonths} maanden`}`,
    `Opzegtermijn: ${details.contract.noticePeriodMonths} maand(en)`,
    SANDBOX_NOTICE,
  ]);
}
