import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createApiClient, DomainProvider } from '@vonk/domain';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';
import './allPageMessages.ts';

/** How the unit test's API answers one request: a status (200 unless said) and a JSON body. */
export interface ApiAnswer {
  status?: number;
  body: unknown;
}

/** A domain client whose only stand-in is the network edge: `answer` answers every request. */
export function fakeApiClient(answer: (url: string) => ApiAnswer) {
  const requested: string[] = [];
  const client = createApiClient({
    getAccessToken: async () => 't',
    getCustomerCode: () => null,
    cookies: () => '',
    fetch: async (input) => {
      const url = String(input);
      requested.push(url);
      const { status = 200, body } = answer(url);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, requested };
}

/**
 * Renders `ui` as the portal would (its messages, a domain client on `fakeApiClient(answer)`).
 * Returns the URLs asked, in order.
 */
export function renderWithApi(ui: ReactElement, answer: (url: string) => ApiAnswer) {
  const { client, requested } = fakeApiClient(answer);
  render(
    <PortalIntlProvider>
      <DomainProvider client={client} cache={new Map()}>
        {ui}
      </DomainProvider>
    </PortalIntlProvider>,
  );
  return { requested };
}
