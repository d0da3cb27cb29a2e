import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createApiClient, DomainProvider, formDraftKey } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../session/PortalContext.tsx';
import { testServices } from '../testing/testServices.ts';
import { PaymentDetailsSection } from './PaymentDetailsSection.tsx';

// ADR 070: one section on both pages; a draft left by a 503 reopens the form.
const FORM_ID = 'mijn-gegevens/betaalgegevens';

function renderSection() {
  const client = createApiClient({
    getAccessToken: async () => 't',
    getCustomerCode: () => null,
    cookies: () => '',
    fetch: async () =>
      new Response(JSON.stringify(personas.jan.details.payment), {
        headers: { 'content-type': 'application/json' },
      }),
  });
  render(
    <PortalIntlProvider>
      <PortalContext value={testServices({ client })}>
        <DomainProvider client={client} cache={new Map()}>
          <PaymentDetailsSection formId={FORM_ID} />
        </DomainProvider>
      </PortalContext>
    </PortalIntlProvider>,
  );
}

afterEach(() => sessionStorage.clear());

describe('PaymentDetailsSection', () => {
  it('shows what is on file, read-only, until asked to change it', async () => {
    renderSection();
    expect(await screen.findByText('NL91 ABNA 0417 1643 00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Betaalgegevens wijzigen' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('opens the form with a draft a 503 left behind, and says so', async () => {
    sessionStorage.setItem(
      formDraftKey(location.host, FORM_ID),
      JSON.stringify({ accountHolderName: 'J. de Vries-Bakker', directDebitDay: '1' }),
    );
    renderSection();
    expect(await screen.findByRole('textbox', { name: 'Naam rekeninghouder' })).toHaveValue(
      'J. de Vries-Bakker',
    );
    expect(screen.getByText('We hebben bewaard wat je had ingevuld')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'IBAN-nummer' })).toHaveValue('NL91ABNA0417164300');
  });
});
