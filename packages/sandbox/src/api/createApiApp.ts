import { Hono } from 'hono';
import { faultMiddleware } from '../faults/index.ts';
import { splitLogin } from '../personas/namespaces.ts';
import { actingCustomer } from './middleware/actingCustomer.ts';
import { agentActions } from './middleware/agentActions.ts';
import { contractValidation } from './middleware/contractValidation.ts';
import { accessTokenOf, bearerAuth } from './middleware/bearerAuth.ts';
import { csrf } from './middleware/csrf.ts';
import { publicLinkAttempts } from './middleware/publicLinkAttempts.ts';
import { accountRoutes } from './routes/account.ts';
import { accountSettingsRoutes } from './routes/accountSettings.ts';
import { addressLookupRoutes } from './routes/addressLookup.ts';
import { CmsContentStore, contentControlRoutes, contentRoutes } from './routes/content.ts';
import { convergedRoutes } from './routes/converged.ts';
import { creditRoutes } from './routes/credits.ts';
import { cspReportRoutes } from './routes/cspReports.ts';
import { entertainmentRoutes } from './routes/entertainment.ts';
import { featureRoutes } from './routes/features.ts';
import { gdprRoutes } from './routes/gdpr.ts';
import { householdRoutes } from './routes/household.ts';
import { installmentPlanRoutes } from './routes/installmentPlan.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { logRoutes } from './routes/log.ts';
import { moveRoutes } from './routes/move.ts';
import { networkMigrationOfferRoutes, networkMigrationRoutes } from './routes/networkMigration.ts';
import { optOutRoutes } from './routes/optOut.ts';
import { orderRoutes } from './routes/orders.ts';
import { outageRoutes } from './routes/outages.ts';
import {
  IDEAL_PAGE_PATH,
  idealPageRoutes,
  invoicePaymentRoutes,
  paymentRoutes,
} from './routes/payments.ts';
import { postponePaymentRoutes } from './routes/postponePayment.ts';
import { primaryEmailChangeRoutes } from './routes/primaryEmailChange.ts';
import { productRoutes } from './routes/products.ts';
import { securityRoutes } from './routes/security.ts';
import { setTopBoxRoutes } from './routes/setTopBoxes.ts';
import { shippingLabelRoutes } from './routes/shippingLabels.ts';
import { remoteMechanicRoutes } from './routes/remoteMechanic.ts';
import { RuntimeSwitches, runtimeConfigRoutes } from './routes/runtimeConfig.ts';
import { sandboxControlRoutes } from './routes/sandboxControl.ts';
import { sessionControlRoutes } from './routes/sessionControl.ts';
import { SessionSwitches } from '../sessionSwitches.ts';
import sandboxFile from '../../sandbox.config.json' with { type: 'json' };
import { subscriptionRoutes } from './routes/subscription.ts';
import { transferRoutes } from './routes/transfer.ts';
import { tvSettingsRoutes } from './routes/tvSettings.ts';
import { usageRoutes } from './routes/usage.ts';
import { voipSettingsRoutes } from './routes/voipSettings.ts';
import { voucherRoutes } from './routes/vouchers.ts';
import type { ApiEnv, ApiOptions } from './types.ts';

/**
 * The sandbox API as a Web-standard Hono app: served over HTTP by startSandbox, and runnable
 * inside MSW (browser or node) with an injected verifier, so stories, unit tests and the dev
 * server all talk to one implementation.
 */
export function createApiApp({
  verifyAccessToken,
  store,
  faults,
  config,
  session = new SessionSwitches(sandboxFile.accessTokenTtlSeconds),
}: ApiOptions) {
  const app = new Hono<ApiEnv>();

  // Order matters: a fault answers before auth (as a failing upstream would), auth before CSRF,
  // and only an authenticated request learns whose data it gets.
  app.use(
    '*',
    faultMiddleware(faults, async (c) => {
      const token = accessTokenOf(c.req.header('Authorization'))?.token;
      if (!token) return null;
      const claims = await verifyAccessToken(token).catch(() => undefined);
      return claims ? splitLogin(claims.sub).namespace : null;
    }),
  );
  // Guessing at public-link references is limited per client (ADR 064).
  const attempts = publicLinkAttempts();
  app.use('/api/*', attempts.middleware);
  app.use(
    '/api/*',
    bearerAuth(verifyAccessToken),
    csrf(),
    actingCustomer(store),
    contractValidation(),
    agentActions(),
  );
  app.use('/config.json', csrf());

  const switches = new RuntimeSwitches(config);
  // Before /__sandbox's own routes: CSP reports of the nginx-served portal (ADR 053).
  app.route('/__sandbox/csp-reports', cspReportRoutes());
  app.route('/__sandbox/session', sessionControlRoutes(session));
  app.route(IDEAL_PAGE_PATH, idealPageRoutes(store));
  const content = new CmsContentStore();
  app.route('/__sandbox/content', contentControlRoutes(content));
  app.route(
    '/__sandbox',
    sandboxControlRoutes(
      store,
      faults,
      switches,
      () => {
        attempts.clear();
        session.reset();
        content.reset();
      },
      (namespace) => session.resetNamespace(namespace),
    ),
  );
  app.route('/', runtimeConfigRoutes(config, switches, session));
  app.route('/api/account', accountRoutes());
  app.route('/api/account', accountSettingsRoutes());
  app.route('/api/account', primaryEmailChangeRoutes(store));
  app.route('/', featureRoutes());
  app.route('/', convergedRoutes());
  app.route('/api/subscription', subscriptionRoutes());
  app.route('/api/log', logRoutes(store));
  app.route('/api/invoices', invoiceRoutes());
  app.route('/api/invoices', invoicePaymentRoutes(config));
  app.route('/api/payments', paymentRoutes());
  app.route('/api/installmentplan', installmentPlanRoutes());
  app.route('/api/orders', orderRoutes(store));
  app.route('/api/outages', outageRoutes());
  app.route('/', remoteMechanicRoutes());
  app.route('/api/household', householdRoutes());
  app.route('/api/AddressLookup', addressLookupRoutes());
  app.route('/api/gdpr', gdprRoutes());
  app.route('/api/postponepayment', postponePaymentRoutes());
  app.route('/api/products', productRoutes());
  app.route('/api/settopboxes', setTopBoxRoutes());
  app.route('/api/fsecure', securityRoutes());
  app.route('/api/entertainment', entertainmentRoutes());
  app.route('/api/voipsettings', voipSettingsRoutes());
  app.route('/api/usage', usageRoutes());
  app.route('/api/tvsettings', tvSettingsRoutes());
  app.route('/api/transfer', transferRoutes(store));
  app.route('/api/optout', optOutRoutes(store));
  app.route('/api/changeoffer', networkMigrationOfferRoutes());
  app.route('/api/networkmigration', networkMigrationRoutes());
  app.route('/', creditRoutes());
  app.route('/api/move', moveRoutes());
  app.route('/api/vouchers', voucherRoutes());
  app.route('/api/content', contentRoutes(content));
  app.route('/api/shippinglabel', shippingLabelRoutes(store));

  app.notFound((c) =>
    c.json({ message: `No sandbox route for ${c.req.method} ${c.req.path}.` }, 404),
  );
  app.onError((error, c) => {
    console.error('[sandbox api]', error);
    return c.json({ message: 'Sandbox error.' }, 500);
  });
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
