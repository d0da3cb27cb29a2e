import type { Order } from '@vonk/domain/contract';
import type { CustomerPersona } from '../../personas/index.ts';
import { SANDBOX_NOTICE, simplePdf } from './simplePdf.ts';

/** The return label of one order: who sends what back, before when. */
export function shippingLabelPdf(persona: CustomerPersona, order: Order): Uint8Array<ArrayBuffer> {
  const { account } = persona;
  const { firstName, lastName } = account.personInformation;
  const ret = persona.returnLabels?.find((label) => label.orderId === order.id);
  const products =
    ret?.productNames ?? order.items.flatMap((item) => item.products.map((p) => p.productName));
  return simplePdf([
    'Retourlabel Vonk',
    `Afzender: ${firstName} ${lastName} (${account.customerId})`,
    `Bestelling: ${order.id}`,
    ...(ret ? [`Retourreferentie: ${ret.reference}`, `Retour voor: ${ret.returnBefore}`] : []),
    `Inhoud: ${products.join(', ')}`,
    SANDBOX_NOTICE,
  ]);
}
