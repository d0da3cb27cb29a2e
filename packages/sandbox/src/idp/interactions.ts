import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { SandboxConfig } from '../config.ts';
import { accountFor, checkCredentials, isAgent, isKnownCustomerCode } from './accounts.ts';
import type { LoginByEmail } from './accounts.ts';
import { acrForCustomerCode, requestedCustomerCode } from './acr.ts';
import { errorPage, LOGIN_ERROR, loginPage, UNKNOWN_CUSTOMER_CODE } from './pages.ts';

const MAX_FORM_BYTES = 10_000;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) throw new Error('Form too large.');
  }
  return new URLSearchParams(body);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(html);
}

/**
 * Our own interaction routes in front of oidc-provider: the Dutch login page, and consent
 * granted without asking, since the portal is the IdP's only (first-party) client.
 */
export function createInteractionHandler(
  provider: Provider,
  config: SandboxConfig,
  byEmail?: LoginByEmail,
) {
  const showLogin = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'consent') return grantConsent(req, res, details);
    sendHtml(
      res,
      200,
      loginPage({
        action: `/interaction/${uid}/login`,
        customerCode: requestedCustomerCode(details.params.acr_values),
      }),
    );
  };

  const submitLogin = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    const details = await provider.interactionDetails(req, res);
    const form = await readForm(req);
    const typed = (form.get('username') ?? '').trim();
    const username = accountFor(typed, byEmail) ?? typed;
    const password = form.get('password') ?? '';
    const customerCode = requestedCustomerCode(details.params.acr_values);
    const retry = (error: string) =>
      sendHtml(
        res,
        200,
        loginPage({ action: `/interaction/${uid}/login`, username: typed, error, customerCode }),
      );

    if (!checkCredentials(username, password)) return retry(LOGIN_ERROR);
    // acr_values only mean something for agents; a customer's own data never depends on them.
    const agentCode = isAgent(username) ? customerCode : undefined;
    if (agentCode && !isKnownCustomerCode(agentCode)) return retry(UNKNOWN_CUSTOMER_CODE);

    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: username, acr: acrForCustomerCode(agentCode), amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
  };

  const grantConsent = async (
    req: IncomingMessage,
    res: ServerResponse,
    details: Awaited<ReturnType<Provider['interactionDetails']>>,
  ) => {
    const { grantId, params, session, prompt } = details;
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
    if (!grant) throw new Error('Grant not found.');
    const missing = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  };

  /** Returns false when the request is not an interaction route. */
  return async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<boolean> {
    const { pathname } = new URL(req.url ?? '/', config.issuer);
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(pathname);
    if (!match?.[1]) return false;
    const [, uid, login] = match;
    try {
      if (req.method === 'GET' && !login) await showLogin(req, res, uid);
      else if (req.method === 'POST' && login) await submitLogin(req, res, uid);
      else
        sendHtml(res, 405, errorPage(`${config.portalOrigin}/`, { error: 'method_not_allowed' }));
    } catch (error) {
      // Typically an expired interaction or a missing cookie: start again from the portal.
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      if (!res.headersSent)
        sendHtml(
          res,
          400,
          errorPage(`${config.portalOrigin}/`, { error: name, error_description: message }),
        );
    }
    return true;
  };
}
