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
    SANDBOX_NOTICE,
  ]);
}
