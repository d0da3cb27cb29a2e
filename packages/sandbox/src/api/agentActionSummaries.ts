import type { Address, WriteBody, WriteName, Writes } from '@vonk/domain/contract';
import type { CustomerPersona } from '../personas/index.ts';

type Summary<N extends WriteName> = (
  body: WriteBody<Writes[N]>,
  persona: CustomerPersona,
) => string;

const list = (names: readonly string[]) =>
  new Intl.ListFormat('nl-NL', { type: 'conjunction' }).format(names);
const addressLine = ({ street, houseNumber, houseNumberAddition, city }: Address) =>
  `${street} ${houseNumber}${houseNumberAddition ? `-${houseNumberAddition}` : ''}, ${city}`;
const productNames = (body: { products: readonly { name: string }[] }) =>
  list(body.products.map((product) => product.name));

/**
 * What an agent's write changed, as the customer reads it in "Wat onze medewerkers voor je deden"
 * (issue #27, ADR 129): one Dutch line per write, decided once from its path (the write's name) and
 * body, before the write runs (so "TV Compleet opgezegd" still knows the TV). Every contract write
 * has a line, or `null` when it changes nothing on the account (the portal's own log); a new write
 * does not compile without one.
 */
export const AGENT_ACTION_SUMMARIES: { [N in WriteName]: Summary<N> | null } = {
  updatePaymentInformation: () => 'Betaalgegevens gewijzigd',
  // The login name changes only when the customer opens the link (ADR 128): the agent asked.
  setPrimaryEmailAddress: () => 'Wijziging van je e-mailadres aangevraagd',
  resendPrimaryEmailChange: () => 'Bevestigingslink voor je nieuwe e-mailadres opnieuw gestuurd',
  cancelPrimaryEmailChange: () => 'Wijziging van je e-mailadres geannuleerd',
  // Opened by the customer from their mail, on a public page: never an agent's write.
  verifyPrimaryEmailChange: null,
  setPhoneNumbers: () => 'Telefoonnummers gewijzigd',
  changePassword: () => 'Wachtwoord gewijzigd',
  createInstallmentPlan: ({ terms }) => `Betalingsregeling in ${terms} termijnen afgesproken`,
  requestRemoteSupport: () => 'Monteur op afstand aangevraagd',
  subscribeHousehold: () => 'Aangemeld voor Klantvoordeel',
  unsubscribeHousehold: () => 'Afgemeld voor Klantvoordeel',
  savePrivacySettings: () => 'Privacy-instellingen gewijzigd',
  saveDisplayPreferences: () => 'Weergave en toegankelijkheid gewijzigd',
  saveOptOut: () => 'E-mailvoorkeuren gewijzigd',
  changeShippingAddress: ({ orderId }) => `Bezorgadres van bestelling ${orderId} gewijzigd`,
  withdrawOrder: (body) => `${list(body.products)} herroepen`,
  postponePayment: () => 'Uitstel van betaling geregeld',
  // The customer pays at the bank themselves; the agent only made the link (ADR 136).
  createInvoicePayment: () => 'Betaallink voor een rekening gemaakt',
  addProducts: (body) => `${productNames(body)} besteld`,
  modifyProducts: (body) => `Gewijzigd naar ${productNames(body)}`,
  ceaseProducts: (body) => `${productNames(body)} opgezegd`,
  orderTv: () => 'TV besteld',
  ceaseTv: (_body, persona) => `${persona.subscription.currentTv?.name ?? 'TV'} opgezegd`,
  orderVoip: (body) => `${typeof body === 'string' ? body : body.name} besteld`,
  saveRecordingSettings: () => 'Instellingen voor opnemen gewijzigd',
  saveNumberBlocking: ({ phoneNumber }) => `Nummerblokkering van ${phoneNumber} gewijzigd`,
  saveVoicemailForwarding: ({ phoneNumber }) =>
    `Voicemail en doorschakelen van ${phoneNumber} gewijzigd`,
  requestNumberPorting: ({ donorNumber }) => `Nummerbehoud voor ${donorNumber} aangevraagd`,
  resetSipPassword: ({ phoneNumber }) => `SIP-wachtwoord van ${phoneNumber} opnieuw ingesteld`,
  saveTvSettings: () => 'TV-instellingen gewijzigd',
  updateTransferDossier: () => 'Overstapgegevens gewijzigd',
  updateTransferDossierByReference: () => 'Overstapgegevens gewijzigd',
  preOrderNetworkMigration: ({ selectedInternetProduct }) =>
    `Overstap naar ${selectedInternetProduct} vooraf aangevraagd`,
  orderNetworkMigration: ({ selectedInternetProduct }) =>
    `Overstap naar ${selectedInternetProduct} besteld`,
  planMove: ({ address }) => `Verhuizing naar ${addressLine(address)} doorgegeven`,
  applyVoucher: ({ voucherCode }) => `Kortingscode ${voucherCode} toegevoegd`,
  unapplyVoucher: ({ voucherCode }) => `Kortingscode ${voucherCode} verwijderd`,
  log: null,
  logExternal: null,
};

/** The line for write `name` with `body`, or null when it is not an account change. */
export function agentActionSummary(
  name: WriteName,
  body: unknown,
  persona: CustomerPersona,
): string | null {
  const summary = AGENT_ACTION_SUMMARIES[name] as Summary<WriteName> | null;
  return summary ? summary(body as never, persona) : null;
}
