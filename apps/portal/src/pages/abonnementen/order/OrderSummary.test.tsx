import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { routePaths } from '@vonk/domain';
import type { OrderQuote } from '@vonk/domain';
import { PortalIntlProvider } from '../../../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../../../session/PortalContext.tsx';
import { testServices } from '../../../testing/testServices.ts';
import '../../../testing/allPageMessages.ts';
import { OrderSummary } from './OrderSummary.tsx';
import type { VoucherProduct } from './OrderSummary.tsx';

// The summary's optional voucher code on an add (spec §3 voucherName, ADR 080).
const quote: OrderQuote = {
  lines: [{ displayName: 'Film1', count: 1, monthly: 12.5, oneOff: 0 }],
  monthlyIncrease: 12.5,
  newMonthly: 88,
  oneOff: 0,
  startDate: '2026-11-24',
};
const FILM1: VoucherProduct = { name: 'Film1', category: 'PremiumPackage', price: 12.5 };

function renderSummary(onConfirm: () => Promise<unknown>, voucherFor?: VoucherProduct[]) {
  const onConfirmed = vi.fn();
  render(
    <MemoryRouter>
      <PortalIntlProvider>
        <PortalContext value={testServices({ today: () => new Date('2026-11-24T10:00:00') })}>
          <OrderSummary
            formId="test/order-summary"
            quote={quote}
            shippingAddress={null}
            onConfirm={onConfirm}
            onConfirmed={onConfirmed}
            changeHref={routePaths.subscriptions.href()}
            voucherFor={voucherFor}
          />
        </PortalContext>
      </PortalIntlProvider>
    </MemoryRouter>,
  );
  return onConfirmed;
}
const codeBox = () => screen.getByRole('textbox', { name: /Kortingscode/ });
const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Bestellen' }));

afterEach(() => sessionStorage.clear());

describe('OrderSummary voucher code', () => {
  it('has no voucher field where the write takes none, and sends no code', async () => {
    const onConfirm = vi.fn().mockResolvedValue({ success: true, orderId: 'ORD-1' });
    renderSummary(onConfirm);
    expect(screen.queryByRole('textbox', { name: /Kortingscode/ })).toBeNull();
    await confirm();
    expect(onConfirm).toHaveBeenCalledWith({ voucherName: null });
  });

  it('shows the discount a known code gives and sends it normalised', async () => {
    const onConfirm = vi.fn().mockResolvedValue({ success: true, orderId: 'ORD-1' });
    const onConfirmed = renderSummary(onConfirm, [FILM1]);
    await userEvent.type(codeBox(), ' pakket 50 ');
    expect(screen.getByText('Korting')).toBeVisible();
    expect(
      screen.getByText(
        /^€\s6,25 per maand minder, de eerste 3 maanden \(3 maanden 50% korting op een tv-pakket\)$/,
      ),
    ).toBeVisible();
    await confirm();
    expect(onConfirm).toHaveBeenCalledWith({ voucherName: 'PAKKET50' });
    expect(onConfirmed).toHaveBeenCalledWith({ success: true, orderId: 'ORD-1' });
  });

  it('refuses a code of the wrong shape in Dutch before sending, keeping what was typed', async () => {
    const onConfirm = vi.fn();
    renderSummary(onConfirm, [FILM1]);
    await userEvent.type(codeBox(), 'PAK-50');
    await confirm();
    expect(
      (await screen.findAllByText('Een kortingscode heeft 4 tot 20 letters en cijfers.')).length,
    ).toBeGreaterThan(0);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(codeBox()).toHaveValue('PAK-50');
  });

  it('shows the server’s refusal next to the field and keeps the order and the code', async () => {
    const onConfirm = vi.fn().mockResolvedValue({
      success: false,
      message: 'Deze kortingscode is verlopen.',
      field: 'voucherName',
      orderId: null,
    });
    const onConfirmed = renderSummary(onConfirm, [FILM1]);
    await userEvent.type(codeBox(), 'ZOMER2025');
    // Expired: the table knows it but gives no discount; the server says why.
    expect(screen.queryByText('Korting')).toBeNull();
    await confirm();
    expect(codeBox()).toHaveAccessibleDescription(
      expect.stringContaining('Deze kortingscode is verlopen.'),
    );
    expect(codeBox()).toHaveValue('ZOMER2025');
    expect(screen.getByText('Film1')).toBeVisible();
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});
