import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClientContext, ApiError } from '@vonk/domain';
import type { ApiClient } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../session/PortalContext.tsx';
import { testServices } from '../testing/testServices.ts';
import { PaymentDetailsForm } from './PaymentDetailsForm.tsx';

const JAN = personas.jan.details.payment;

function renderForm(send: ApiClient['send'], onSaved = vi.fn()) {
  const client = { send } as unknown as ApiClient;
  render(
    <PortalIntlProvider>
      <PortalContext value={testServices({ client })}>
        <ApiClientContext value={client}>
          <PaymentDetailsForm formId="test/betaalgegevens" initial={JAN} onSaved={onSaved} />
        </ApiClientContext>
      </PortalContext>
    </PortalIntlProvider>,
  );
  return { onSaved };
}

const ibanBox = () => screen.getByRole('textbox', { name: 'IBAN-nummer' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Betaalgegevens opslaan' }));

afterEach(() => sessionStorage.clear());

describe('PaymentDetailsForm', () => {
  it('starts with what is on file', () => {
    renderForm(vi.fn());
    expect(screen.getByRole('textbox', { name: 'Naam rekeninghouder' })).toHaveValue('J. de Vries');
    expect(ibanBox()).toHaveValue('NL91ABNA0417164300');
    expect(screen.getByRole('combobox', { name: 'Automatische incasso' })).toHaveValue('25');
  });

  it('an invalid IBAN gets the Dutch error, keeps what was typed and is not sent', async () => {
    const send = vi.fn();
    renderForm(send);
    await userEvent.clear(ibanBox());
    await userEvent.type(ibanBox(), 'NL91 ABNA 0417 1643 01');
    await save();
    expect(
      await screen.findByRole('link', {
        name: 'Vul een geldig IBAN-nummer in, bijvoorbeeld NL91 ABNA 0417 1643 00.',
      }),
    ).toBeVisible();
    expect(ibanBox()).toHaveValue('NL91 ABNA 0417 1643 01');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a valid change compact, as a tracked PUT, and reports it saved', async () => {
    const send = vi.fn().mockResolvedValue({ success: true });
    const { onSaved } = renderForm(send);
    await userEvent.clear(ibanBox());
    await userEvent.type(ibanBox(), 'nl69 ingb 0123 4567 89');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Automatische incasso' }),
      'Geen incasso, ik maak zelf over',
    );
    await save();
    expect(send).toHaveBeenCalledWith(
      'PUT',
      '/api/account/paymentinformation',
      { accountHolderName: 'J. de Vries', iban: 'NL69INGB0123456789', directDebitDay: null },
      { category: 'SS - Betaalgegevens', label: 'Betaalgegevens wijzigen' },
      ['/api/invoices/**'],
    );
    expect(onSaved).toHaveBeenCalledWith({
      accountHolderName: 'J. de Vries',
      iban: 'NL69INGB0123456789',
      directDebitDay: null,
    });
  });

  it('spec §8: a failing PUT is said and everything typed stays', async () => {
    const send = vi
      .fn()
      .mockRejectedValue(
        new ApiError({ status: 500, url: '/api/account/paymentinformation', method: 'PUT' }),
      );
    const { onSaved } = renderForm(send);
    await userEvent.clear(ibanBox());
    await userEvent.type(ibanBox(), 'NL20INGB0001234567');
    await save();
    expect(await screen.findByText('Je betaalgegevens zijn niet opgeslagen')).toBeVisible();
    expect(ibanBox()).toHaveValue('NL20 INGB 0001 2345 67');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
