import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClientContext } from '@vonk/domain';
import type { ApiClient } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { PortalIntlProvider } from '../../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../../session/PortalContext.tsx';
import { testServices } from '../../testing/testServices.ts';
import { InvoiceList } from './InvoiceList.tsx';

function renderList(getBlob: ApiClient['getBlob']) {
  const client = { getBlob } as unknown as ApiClient;
  render(
    <PortalIntlProvider>
      <PortalContext value={testServices({ client })}>
        <ApiClientContext value={client}>
          <InvoiceList invoices={personas.piet.billing.invoices} />
        </ApiClientContext>
      </PortalContext>
    </PortalIntlProvider>,
  );
}

const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('InvoiceList', () => {
  it('lists every invoice newest first with period, amount and status in words', () => {
    renderList(vi.fn());
    const [first, , third] = rowsOf();
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('08-11-2026');
    expect(first).toHaveTextContent('Openstaand');
    expect(first).toHaveTextContent('€ 62,50');
    expect(third).toHaveTextContent('€ 102,40');
    expect(third).toHaveTextContent('Te laat');
    expect(rowsOf()).toHaveLength(4);
  });

  it('downloads two chosen invoices as one zip, and keeps the choice when that fails', async () => {
    const getBlob = vi.fn().mockRejectedValue(new Error('500'));
    renderList(getBlob);
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('checkbox', { name: 'Kies de rekening van 8 november 2026' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Kies de rekening van 8 oktober 2026' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 rekeningen gekozen');
    await user.click(screen.getByRole('button', { name: 'Download 2 rekeningen als zip' }));
    expect(getBlob).toHaveBeenCalledWith(
      '/api/invoices/pdf?invoiceIds=inv-2026110004&invoiceIds=inv-2026100004',
    );
    expect(
      await screen.findByText(
        'Het downloaden van je gekozen rekeningen is niet gelukt. Je keuze staat er nog: probeer het nog eens.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'Kies de rekening van 8 november 2026' }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Kies de rekening van 8 oktober 2026' }),
    ).toBeChecked();
  });

  it('offers no zip before anything is chosen', () => {
    renderList(vi.fn());
    expect(screen.queryByRole('button', { name: /als zip/ })).not.toBeInTheDocument();
  });
});
