import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { cspReportRoutes } from './cspReports.ts';

function app() {
  return new Hono().route('/__sandbox/csp-reports', cspReportRoutes());
}

const post = (body: unknown, type = 'application/csp-report') => ({
  method: 'POST',
  headers: { 'content-type': type },
  body: JSON.stringify(body),
});

describe('/__sandbox/csp-reports', () => {
  it('collects report-uri and Reporting API reports until cleared', async () => {
    const sandbox = app();
    const first = await sandbox.request(
      '/__sandbox/csp-reports',
      post({
        'csp-report': {
          'document-uri': 'http://localhost:5173/dashboard',
          'blocked-uri': 'inline',
          'violated-directive': 'style-src-elem',
          'effective-directive': 'style-src-elem',
          'line-number': 3,
        },
      }),
    );
    expect(first.status).toBe(204);
    await sandbox.request(
      '/__sandbox/csp-reports',
      post(
        [
          {
            type: 'csp-violation',
            body: {
              documentURL: 'http://localhost:5173/',
              effectiveDirective: 'require-trusted-types-for',
              sample: 'Element innerHTML',
            },
          },
        ],
        'application/reports+json',
      ),
    );

    const reports = await (await sandbox.request('/__sandbox/csp-reports')).json();
    expect(reports).toMatchObject([
      {
        documentUri: 'http://localhost:5173/dashboard',
        blockedUri: 'inline',
        effectiveDirective: 'style-src-elem',
        lineNumber: 3,
      },
      {
        documentUri: 'http://localhost:5173/',
        effectiveDirective: 'require-trusted-types-for',
        sample: 'Element innerHTML',
      },
    ]);

    expect((await sandbox.request('/__sandbox/csp-reports', { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await (await sandbox.request('/__sandbox/csp-reports')).json()).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await app().request('/__sandbox/csp-reports', {
      method: 'POST',
      body: 'nope',
    });
    expect(response.status).toBe(400);
  });
});

describe('/__sandbox/csp-reports keeps no credential (issue #27)', () => {
  it.each([
    ['/unsubscribe?id=K7QH-2M9X-VC4T-8WJD', '/unsubscribe?id=[verwijderd]'],
    ['/retour-label?referentie=RET-2026-0117', '/retour-label?referentie=[verwijderd]'],
    ['/overstappen-afronden/OV-2026-0042', '/overstappen-afronden/[verwijderd]'],
    ['/auth-callback?code=abc&state=def', '/auth-callback?code=[verwijderd]&state=[verwijderd]'],
    ['/dashboard', '/dashboard'],
  ])('%s is kept as %s, in both formats and every URL field', async (path, kept) => {
    const sandbox = app();
    const url = `http://localhost:5173${path}`;
    await sandbox.request(
      '/__sandbox/csp-reports',
      post({ 'csp-report': { 'document-uri': url, 'blocked-uri': url, 'source-file': url } }),
    );
    await sandbox.request(
      '/__sandbox/csp-reports',
      post(
        [{ type: 'csp-violation', body: { documentURL: url, sample: url } }],
        'application/reports+json',
      ),
    );
    const reports = (await (await sandbox.request('/__sandbox/csp-reports')).json()) as Record<
      string,
      string
    >[];
    const expected = `http://localhost:5173${kept}`;
    expect(reports).toMatchObject([
      { documentUri: expected, blockedUri: expected, sourceFile: expected },
      { documentUri: expected, sample: expected },
    ]);
  });
});
