import { Hono } from 'hono';
import { redactSecrets } from '@vonk/domain/contract';

/** One Content-Security-Policy violation as the browser reported it (report-uri format). */
export interface CspReport {
  receivedAt: string;
  documentUri?: string;
  blockedUri?: string;
  violatedDirective?: string;
  effectiveDirective?: string;
  sourceFile?: string;
  lineNumber?: number;
  sample?: string;
}

type Raw = Record<string, unknown>;

// A report names the page it came from, and a public page's URL holds its credential
// (`/unsubscribe?id=…`): kept redacted as the portal's own logs are (ADR 064, issue #27).
const text = (value: unknown) => (typeof value === 'string' ? redactSecrets(value) : undefined);
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Both formats: `{ "csp-report": {…} }` (report-uri) and `[{ type, body }]` (Reporting API). */
function parseReports(body: unknown): CspReport[] {
  const receivedAt = new Date().toISOString();
  const items: Raw[] = Array.isArray(body)
    ? body.map((entry: Raw) => (entry?.body ?? {}) as Raw)
    : [((body as Raw | undefined)?.['csp-report'] ?? {}) as Raw];
  return items.map((r) => ({
    receivedAt,
    documentUri: text(r['document-uri'] ?? r.documentURL),
    blockedUri: text(r['blocked-uri'] ?? r.blockedURL),
    violatedDirective: text(r['violated-directive']),
    effectiveDirective: text(r['effective-directive'] ?? r.effectiveDirective),
    sourceFile: text(r['source-file'] ?? r.sourceFile),
    lineNumber: number(r['line-number'] ?? r.lineNumber),
    sample: text(r['script-sample'] ?? r.sample),
  }));
}

/**
 * /__sandbox/csp-reports: the CSP report endpoint of the production serving config (deploy/nginx,
 * ADR 053) during tests. The browser POSTs each violation; GET lists them, DELETE clears them.
 * Not cleared by /__sandbox/reset: the e2e suite counts the reports of the whole run.
 */
export function cspReportRoutes() {
  const reports: CspReport[] = [];
  return new Hono()
    .post('/', async (c) => {
      const body: unknown = await c.req.json().catch(() => undefined);
      if (!body || typeof body !== 'object') return c.json({ message: 'Not a CSP report.' }, 400);
      reports.push(...parseReports(body));
      return c.body(null, 204);
    })
    .get('/', (c) => c.json(reports))
    .delete('/', (c) => {
      reports.length = 0;
      return c.body(null, 204);
    });
}
