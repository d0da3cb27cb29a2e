import { ORDERS_PAGE_PARAM } from '../orders/paths.ts';
import { OPT_OUT_ID_PARAM } from '../privacy/paths.ts';
import { RETURN_REFERENCE_PARAM } from '../shippingLabels/paths.ts';
import { definePath } from './definePath.ts';

/**
 * Every route of the portal, named once (spec §2.1–§2.3; ADR 025). The portal's route table reads
 * `pattern`, links and redirects (navigation, guards, error effects, stories, e2e) call `href()`.
 * Nothing else spells a route path; `routePathLiterals.test.ts` in the portal fails when one does.
 */
export const routePaths = {
  // Spec §2.1: without the shell.
  root: definePath('/'),
  error: definePath('/error'),
  maintenance: definePath('/maintenance'),
  logout: definePath('/logout'),
  authCallback: definePath('/auth-callback'),
  agentLogin: definePath('/agentlogin/:id'),
  notFound: definePath('/404'),
  /** The e-mail link carries the opt-out id as `?id=` (contract). */
  unsubscribe: definePath('/unsubscribe', { query: [OPT_OUT_ID_PARAM] }),
  /** The e-mail link carries the reference as `?referentie=` (contract). */
  returnLabel: definePath('/retour-label', { query: [RETURN_REFERENCE_PARAM] }),
  /** Without a reference the page asks for it (spec §2.3: the link only with one). */
  completeTransfer: definePath('/overstappen-afronden/:reference?'),
  newUsername: definePath('/nieuwe-gebruikersnaam'),
  /** Case-sensitive, as the back office links to it. */
  taskFeedback: definePath('/TaskBOFeedback'),

  // Spec §2.2: children of the authenticated shell.
  dashboard: definePath('/dashboard'),
  privacyDataRequest: definePath('/download-inzageverzoek'),
  /** `?termijnen=` is the payment arrangement's review step (issue #11, ADR 034). */
  invoices: definePath('/rekeningen', { query: ['termijnen'] }),
  /** Completed orders page 2 and further carry `?pagina=` (spec §9 page size 10). */
  orders: definePath('/bestellingen', { query: [ORDERS_PAGE_PARAM] }),
  /** Spec §2.3, §2.6: where customers without converged info go. */
  ordersHome: definePath('/bestellingen/thuis'),
  /** One order by its id, so a customer can bookmark or share it (issue #12, ADR 038). */
  orderDetail: definePath('/bestellingen/:orderId'),
  subscriptions: definePath('/abonnementen'),
  usage: definePath('/gebruikskosten'),
  /** `?maand=YYYY-MM` is the month shown (issue #11, ADR 036). */
  usageCalls: definePath('/gebruikskosten/bellen', { query: ['maand'] }),
  settings: definePath('/instellingen'),
  tvSettings: definePath('/instellingen/tv'),
  myData: definePath('/mijn-gegevens'),
  address: definePath('/mijn-gegevens/adresgegevens'),
  outages: definePath('/storingen'),
  transfer: definePath('/overstappen'),
  household: definePath('/klantvoordeel'),
  householdSignUp: definePath('/klantvoordeel/aanmelden'),
  householdSignUpNotPossible: definePath('/klantvoordeel/aanmelden-niet-mogelijk'),
  householdUnsubscribe: definePath('/klantvoordeel/afmelden'),
  householdPending: definePath('/klantvoordeel/verstuurd/aanmelding-in-behandeling'),
  cms: definePath('/cms'),
  demo: definePath('/demo'),
} as const;

export type RouteName = keyof typeof routePaths;
