import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adoptDraftOwner, ApiError, draftOwner, formDraftKey } from '@vonk/domain';
import { PortalContext } from '../session/PortalContext.tsx';
import { testServices } from '../testing/testServices.ts';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';
import { EXAMPLE_FORM_ID, ExampleEmailForm } from './testing/ExampleEmailForm.tsx';
import type { ExampleEmailFormProps } from './testing/ExampleEmailForm.tsx';

const DRAFT = formDraftKey(location.host, EXAMPLE_FORM_ID);

function renderForm(props: ExampleEmailFormProps, services = testServices()) {
  return render(
    <PortalIntlProvider>
      <PortalContext value={services}>
        <ExampleEmailForm {...props} />
      </PortalContext>
    </PortalIntlProvider>,
  );
}

const fill = async (email: string, password = 'welkom') => {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), email);
  await user.type(screen.getByLabelText('Wachtwoord'), password);
  return user;
};
const failed = (status: number, body?: unknown) =>
  new ApiError({ status, url: '/api/account/setPrimaryEmailAdress', method: 'POST', body });

afterEach(() => sessionStorage.clear());

describe('usePortalForm: the one form mechanism', () => {
  it('checks a field when it is left, with the domain rule', async () => {
    renderForm({ onSubmit: vi.fn() });
    const user = await fill('jan@vonk');
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription(
      'Vul een geldig e-mailadres in.',
    );
    await user.clear(screen.getByRole('textbox', { name: 'E-mailadres' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'jan@vonk.nl');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).not.toHaveAccessibleDescription();
  });

  it('on submit lists every error in a summary that links to the field and takes focus', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Vul je e-mailadres in.' })).toHaveAttribute(
      'href',
      '#email',
    );
    expect(screen.getByRole('link', { name: 'Vul je wachtwoord in.' })).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends once however often it is submitted, and clears the draft when saved', async () => {
    let answer: (value: unknown) => void = () => {};
    const onSubmit = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const onSaved = vi.fn();
    renderForm({ onSubmit, onSaved });
    const user = await fill(' jan@vonk.nl ');
    // Two submits in the same moment (a double click, Enter twice), before the button is busy.
    const form = screen.getByRole('button', { name: 'Opslaan' }).closest('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await user.click(screen.getByRole('button', { name: /Opslaan/ }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Opslaan/ })).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ success: true }));
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
  });

  it('shows a server message at its field ({ success: false, field })', async () => {
    renderForm({
      onSubmit: async () => ({
        success: false,
        field: 'email',
        message: 'Dit e-mailadres is al in gebruik.',
      }),
    });
    const user = await fill('jan@vonk.nl');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByRole('link', { name: 'Dit e-mailadres is al in gebruik.' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription(
      'Dit e-mailadres is al in gebruik.',
    );
  });

  it('shows a 409 message without a field above the form', async () => {
    renderForm({ onSubmit: () => Promise.reject(failed(409, { message: 'Dit kan nu niet.' })) });
    const user = await fill('jan@vonk.nl');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Het versturen is niet gelukt');
    expect(alert).toHaveTextContent('Dit kan nu niet.');
  });

  it.each([500, 502])('keeps everything after a %i and says so, the draft too', async (status) => {
    renderForm({ onSubmit: () => Promise.reject(failed(status)) });
    const user = await fill('jan@vonk.nl');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Niet opgeslagen');
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('jan@vonk.nl');
    expect(screen.getByLabelText('Wachtwoord')).toHaveValue('welkom');
    // Until a save succeeds (issue #31); the password never goes into a draft.
    expect(sessionStorage.getItem(DRAFT)).toContain('jan@vonk.nl');
    expect(sessionStorage.getItem(DRAFT)).not.toContain('welkom');
  });

  it.each([403, 500, 0])(
    'hands a failed write (%i) to the error effects, which log it by the §8 rules (issue #16)',
    async (status) => {
      const onHandled = vi.fn();
      const services = testServices({
        errors: {
          onApiError: () => {},
          onNeededRead: () => {},
          onUnhandled: () => {},
          onHandled,
          leaveMaintenance: () => {},
        },
      });
      const error = failed(status);
      renderForm({ onSubmit: () => Promise.reject(error) }, services);
      const user = await fill('jan@vonk.nl');
      await user.click(screen.getByRole('button', { name: 'Opslaan' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Niet opgeslagen');
      expect(onHandled).toHaveBeenCalledExactlyOnceWith(error);
    },
  );

  it.each([503, 401])(
    'a %i keeps a draft without the password and brings it back',
    async (status) => {
      const view = renderForm({ onSubmit: () => Promise.reject(failed(status)) });
      const user = await fill('jan@vonk.nl');
      await user.click(screen.getByRole('button', { name: 'Opslaan' }));
      await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled());
      expect(JSON.parse(sessionStorage.getItem(DRAFT) ?? 'null')).toEqual({
        email: 'jan@vonk.nl',
      });
      view.unmount();

      renderForm({ onSubmit: async () => ({ success: true }) });
      expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('jan@vonk.nl');
      expect(screen.getByLabelText('Wachtwoord')).toHaveValue('');
      expect(screen.getByRole('status')).toHaveTextContent('We hebben bewaard wat je had ingevuld');
      expect(sessionStorage.getItem(DRAFT)).toBeNull();
      // Saved: the notice about the draft goes.
      await user.type(screen.getByLabelText('Wachtwoord'), 'welkom');
      await user.click(screen.getByRole('button', { name: 'Opslaan' }));
      await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    },
  );

  it('brings a draft back only to whom it belongs (issue #27, ADR 126)', async () => {
    const jan = await draftOwner('jan', null);
    adoptDraftOwner(sessionStorage, location.host, jan);
    const view = renderForm({ onSubmit: () => Promise.reject(failed(401)) });
    const user = await fill('jan@vonk.nl');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled());
    expect(
      sessionStorage.getItem(formDraftKey(location.host, EXAMPLE_FORM_ID, jan)),
    ).not.toBeNull();
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
    view.unmount();

    // piet signs in in the same tab: jan's draft is gone before the form renders.
    adoptDraftOwner(sessionStorage, location.host, await draftOwner('piet', null));
    renderForm({ onSubmit: vi.fn() });
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
