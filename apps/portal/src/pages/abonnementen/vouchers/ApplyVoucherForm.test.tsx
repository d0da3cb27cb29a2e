import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClientContext } from '@vonk/domain';
import type { ApiClient } from '@vonk/domain';
import { PortalIntlProvider } from '../../../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../../../session/PortalContext.tsx';
import { testServices } from '../../../testing/testServices.ts';
import '../../../testing/allPageMessages.ts';
import { AppliedVoucherItem } from './AppliedVoucherItem.tsx';
import { ApplyVoucherForm } from './ApplyVoucherForm.tsx';
import type { VoucherNotice } from './voucherNotice.ts';

/** Spec §7.3: a voucher changes the vouchers, the subscription, orders and product lists. */
const VOUCHER_CLEARS = ['/api/vouchers', '/api/subscription', '/api/orders/**', '/api/products/**'];

const WELKOM = {
  voucherCode: 'WELKOM2026',
  description: '3 maanden 50% korting op internet',
  discountPercentage: 50,
  months: 3,
};

function renderWith(send: ApiClient['send'], children: React.ReactNode) {
  const client = { send } as unknown as ApiClient;
  render(
    <PortalIntlProvider>
      <PortalContext value={testServices({ client })}>
        <ApiClientContext value={client}>{children}</ApiClientContext>
      </PortalContext>
    </PortalIntlProvider>,
  );
}
/** The form with the notice Vouchers keeps for it. */
function Form() {
  const [notice, setNotice] = useState<VoucherNotice>(null);
  return <ApplyVoucherForm notice={notice} onNotice={setNotice} />;
}
const codeBox = () => screen.getByRole('textbox', { name: /Kortingscode/ });

afterEach(() => sessionStorage.clear());

describe('ApplyVoucherForm', () => {
  it('sends a code as typed in lower case with spaces compact, tracked, and says what it gives', async () => {
    const send = vi.fn().mockResolvedValue({ success: true, voucher: WELKOM });
    renderWith(send, <Form />);
    await userEvent.type(codeBox(), ' welkom 2026 ');
    await userEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(send).toHaveBeenCalledWith(
      'POST',
      '/api/vouchers/apply',
      { voucherCode: 'WELKOM2026' },
      { category: 'SS - Kortingscode', label: 'Kortingscode toevoegen' },
      VOUCHER_CLEARS,
    );
    expect(await screen.findByText('Je kortingscode is toegepast')).toBeVisible();
    expect(
      screen.getByText(
        'WELKOM2026: 3 maanden 50% korting op internet. Je ziet de korting op je volgende rekening.',
      ),
    ).toBeVisible();
  });

  it('checks the code before sending it', async () => {
    const send = vi.fn();
    renderWith(send, <Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect((await screen.findAllByText('Vul je kortingscode in.')).length).toBeGreaterThan(0);
    await userEvent.type(codeBox(), 'WELKOM-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(
      (await screen.findAllByText('Een kortingscode heeft 4 tot 20 letters en cijfers.')).length,
    ).toBeGreaterThan(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal in its words and keeps the code', async () => {
    const send = vi.fn().mockResolvedValue({
      success: false,
      message: 'Deze kortingscode bestaat niet.',
      voucher: null,
    });
    renderWith(send, <Form />);
    await userEvent.type(codeBox(), 'ZOMER2030');
    await userEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(await screen.findByText('Deze kortingscode bestaat niet.')).toBeVisible();
    expect(codeBox()).toHaveValue('ZOMER2030');
    expect(screen.queryByText('Je kortingscode is toegepast')).toBeNull();
  });
});

describe('AppliedVoucherItem', () => {
  it('says what the voucher gives and takes it off with a tracked unapply', async () => {
    const send = vi.fn().mockResolvedValue({ success: true, voucher: WELKOM });
    const onNotice = vi.fn();
    renderWith(
      send,
      <ul>
        <AppliedVoucherItem voucher={WELKOM} onNotice={onNotice} />
      </ul>,
    );
    expect(
      screen.getByText('3 maanden 50% korting op internet (50% korting, 3 maanden).'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'WELKOM2026 verwijderen' }));
    expect(send).toHaveBeenCalledWith(
      'POST',
      '/api/vouchers/unapply',
      { voucherCode: 'WELKOM2026' },
      { category: 'SS - Kortingscode', label: 'Kortingscode verwijderen' },
      VOUCHER_CLEARS,
    );
    // The item goes with the list's reload: the list says it was removed (issue #26).
    await vi.waitFor(() =>
      expect(onNotice).toHaveBeenLastCalledWith({ kind: 'removed', voucher: WELKOM }),
    );
    expect(onNotice).toHaveBeenNthCalledWith(1, null);
  });
});
