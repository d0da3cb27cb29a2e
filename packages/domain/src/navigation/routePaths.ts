import { EMAIL_LINK_TOKEN_PARAM } from '../account/urls.ts';
import { CREDIT_PARAM } from '../credits/paths.ts';
import { ORDERS_PAGE_PARAM } from '../orders/urls.ts';
import { OUTAGE_PARAM } from '../outages/paths.ts';
import { PAY_INVOICE_PARAM, PAYMENT_PARAM } from '../payments/paths.ts';
import { OPT_OUT_ID_PARAM } from '../privacy/urls.ts';
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
  /** The verification link carries its token as `?token=` (contract, ADR 128). */
  newUsername: definePath('/nieuwe-gebruikersnaam', { query: [EMAIL_LINK_TOKEN_PARAM] }),
  /** Case-sensitive, as the back office links to it. */
  taskFeedback: definePath('/TaskBOFeedback'),

  // Spec §2.2: children of the authenticated shell.
  dashboard: definePath('/dashboard'),
  privacyDataRequest: definePath('/download-inzageverzoek'),
  /**
   * `?termijnen=` is the payment arrangement's review step (issue #11, ADR 033); `?tegoed=` opens
   * one credit's detail, a link to that credit (ADR 071); `?betaling=` is where the iDEAL payment
   * page returns, with the payment's id, `?betalen=` starts paying one invoice (issue #29, ADR 136).
   */
  invoices: definePath('/rekeningen', {
    query: ['termijnen', CREDIT_PARAM, PAYMENT_PARAM, PAY_INVOICE_PARAM],
  }),
  /** One invoice: its lines and why it differs from the previous one (issue #29, ADR 134). */
  invoiceDetail: definePath('/rekeningen/:invoiceId'),
  /** Completed orders page 2 and further carry `?pagina=` (spec §9 page size 10). */
  orders: definePath('/bestellingen', { query: [ORDERS_PAGE_PARAM] }),
  /** Spec §2.3, §2.6: where customers without converged info go. */
  ordersHome: definePath('/bestellingen/thuis'),
  /** One order by its id, so a customer can bookmark or share it (issue #12, ADR 038). */
  orderDetail: definePath('/bestellingen/:orderId'),
  /**
   * Withdraw an order (CRD art. 11a, ADR 130): what identifies it, then `?stap=bevestigen` (the
   * separate confirmation), then `?stap=ontvangen` (the receipt).
   */
  orderWithdrawal: definePath('/bestellingen/:orderId/herroepen', { query: ['stap'] }),
  subscriptions: definePath('/abonnementen'),
  /**
   * Issue #14 (ADR 048): each /abonnementen flow has its own URL; what it is about and its step
   * are search parameters (`?product=<technicalId>&stap=keuze|overzicht|klaar`).
   */
  subscriptionsCease: definePath('/abonnementen/opzeggen', { query: ['product', 'stap'] }),
  /** Add TV with 1-4 set-top boxes (`?ontvangers=2&stap=keuze|overzicht|klaar`). */
  subscriptionsTv: definePath('/abonnementen/tv', { query: ['ontvangers', 'stap'] }),
  /** Change Veilig Online (`?thuis=ja&apparaten=0|1|3|10|25&stap=`; spec §4 six changes). */
  subscriptionsSecurity: definePath('/abonnementen/veilig-online', {
    query: ['thuis', 'apparaten', 'stap'],
  }),
  /** Change the internet speed (`?product=<name>&stap=`): a modify with previousId. */
  subscriptionsInternet: definePath('/abonnementen/internet', { query: ['product', 'stap'] }),
  /** Move to the new network (`?product=&wensdatum=&stap=`): offer, priced offer, pre-order, order. */
  subscriptionsNetworkMigration: definePath('/abonnementen/netwerkmigratie', {
    query: ['product', 'wensdatum', 'stap'],
  }),
  /** Add a phone line, the first or a second (`?product=<plan name>&stap=`; ADR 066). */
  subscriptionsFixedLine: definePath('/abonnementen/vast-bellen', { query: ['product', 'stap'] }),
  /** Add a premium or theme TV package (`?product=<name>&stap=`; ADR 068). */
  subscriptionsTvPackages: definePath('/abonnementen/tv-pakketten', { query: ['product', 'stap'] }),
  /** Cloud recording on or off (`?cloud=aan|uit&stap=`; ADR 068). */
  subscriptionsRecording: definePath('/abonnementen/opnemen', { query: ['cloud', 'stap'] }),
  /** The applied vouchers, take one off or apply a code (ADR 069). */
  subscriptionsVouchers: definePath('/abonnementen/vouchers'),
  /** Add, remove or change Wi-Fi extenders (`?aantal=0-3&stap=`; ADR 079). */
  subscriptionsWifiExtenders: definePath('/abonnementen/wifi-extenders', {
    query: ['aantal', 'stap'],
  }),
  usage: definePath('/gebruikskosten'),
  /** `?maand=YYYY-MM` is the month shown (issue #11, ADR 036). */
  usageCalls: definePath('/gebruikskosten/bellen', { query: ['maand'] }),
  settings: definePath('/instellingen'),
  tvSettings: definePath('/instellingen/tv'),
  myData: definePath('/mijn-gegevens'),
  address: definePath('/mijn-gegevens/adresgegevens'),
  /** Text size, reduced motion, high contrast and large-print invoices (issue #30, ADR 142). */
  displayPreferences: definePath('/mijn-gegevens/weergave'),
  // ?storing={id}: the outage a credit compensates (issue #29).
  outages: definePath('/storingen', { query: [OUTAGE_PARAM] }),
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
