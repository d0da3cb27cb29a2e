import { agents } from './agents.ts';
import { kleineAchterstand, regeling, regelingElders, uitstelGebruikt } from './billingStates.ts';
import { jan } from './jan.ts';
import { kees } from './kees.ts';
import { lotte } from './lotte.ts';
import { verhuizer } from './moveStates.ts';
import { geenRegeling, incasso } from './arrangementStates.ts';
import { nieuw } from './nieuw.ts';
import { piet } from './piet.ts';
import { sanne } from './sanne.ts';
import { storing } from './storing.ts';
import { facturenElders } from './facturenElders.ts';
import { bezorging } from './bezorging.ts';
import { overstap } from './overstap.ts';
import { opzeggingLoopt } from './opzeggingLoopt.ts';
import { opzegger } from './opzegger.ts';
import { wachtend } from './wachtend.ts';
import { versterker } from './versterker.ts';
import { veiligDubbel } from './veiligDubbel.ts';
import { ingepakt } from './ingepakt.ts';
import { kortingscode } from './kortingscode.ts';
import { opgezegd, overstapKlaar, overstapVerstuurd } from './klantvoordeelStates.ts';
import { contractEindigt, contractMidden, contractVoorbij } from './contractStates.ts';
import { groteLetters } from './displayStates.ts';

export type { AgentPersona, CustomerPersona, HouseholdState, SandboxPayment } from './types.ts';
export { agents } from './agents.ts';
export { createStore } from './store.ts';
export { catalogue } from './catalogue.ts';
export { knownAddresses } from './addresses.ts';
export type { SandboxStore, ReceivedLogEntry } from './store.ts';
export type { Outbox, SentMail } from './outbox.ts';
export { DEMO_EMAIL_LINKS } from './emailLinks.ts';

/** The demo customers, by login. Stories and tests import these instead of retyping data. */
export const personas = {
  jan,
  sanne,
  nieuw,
  piet,
  storing,
  // Billing states of /rekeningen (issue #11).
  regeling,
  'uitstel-gebruikt': uitstelGebruikt,
  'lage-achterstand': kleineAchterstand,
  'regeling-elders': regelingElders,
  // Settings and personal-data states (issue #13).
  kees,
  lotte,
  // Move and notice states of issues #11 and #13 (session 5).
  verhuizer,
  incasso,
  'geen-regeling': geenRegeling,
  // Orders, transfer and household states (issue #12).
  bezorging,
  overstap,
  'opzegging-loopt': opzeggingLoopt,
  opgezegd,
  'overstap-ingevuld': overstapVerstuurd,
  'overstap-klaar': overstapKlaar,
  // Cancelling states of /abonnementen (issue #14).
  opzegger,
  wachtend,
  // Wi-Fi extenders of /abonnementen (issue #14, ADR 079).
  versterker,
  // Spec §8 downgrade with no product to modify (issue #14).
  'veilig-dubbel': veiligDubbel,
  // Story states of section components (ADR 095): a refused shipping address, an applied voucher.
  ingepakt,
  kortingscode,
  // Spec §2.3 migrated routes: settings and invoices in the other web app (issue #29, ADR 138).
  'facturen-elders': facturenElders,
  // The contract summary and best-tariff advice of /abonnementen (issue #28, ADR 133).
  'contract-midden': contractMidden,
  'contract-eindigt': contractEindigt,
  'contract-voorbij': contractVoorbij,
  // Display preferences set on another device (issue #30, ADR 142).
  'grote-letters': groteLetters,
} as const;

export type CustomerLogin = keyof typeof personas;
export type AgentLogin = keyof typeof agents;
export type Login = CustomerLogin | AgentLogin;

/** Every sandbox account has this password. */
export const PASSWORD = 'welkom';

export const customerLogins = Object.keys(personas) as CustomerLogin[];
export const agentLogins = Object.keys(agents) as AgentLogin[];

/** Customer code (customerId) per customer login, e.g. `customerCodes.jan` → '10000001'. */
export const customerCodes = Object.fromEntries(
  customerLogins.map((login) => [login, personas[login].account.customerId]),
) as Record<CustomerLogin, string>;
