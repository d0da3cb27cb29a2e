import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalContext } from '../../session/PortalContext.tsx';
import { renderWithApi } from '../../testing/renderWithApi.tsx';
import { testServices } from '../../testing/testServices.ts';
import { PasswordForm } from './PasswordForm.tsx';

const renderForm = () =>
  renderWithApi(
    <PortalContext value={testServices()}>
      <PasswordForm onSaved={() => undefined} />
    </PortalContext>,
    () => ({ body: { success: true } }),
  );

describe('PasswordForm, the rules are the new password’s description (WCAG 1.3.1, issue 30)', () => {
  it('every rule and whether it is met is in the field’s accessible description', async () => {
    renderForm();
    const field = screen.getByLabelText(/Nieuw wachtwoord/);
    expect(field).toHaveAccessibleDescription(
      'Je nieuwe wachtwoord heeft: minstens 8 tekens: nog niet een hoofdletter en een kleine letter: nog niet een cijfer of leesteken: nog niet',
    );
    const description = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    // A label anywhere in the description replaces the text under it for a screen reader.
    expect(field.closest('form')?.querySelector('ul[aria-label], ul[aria-labelledby]')).toBeNull();
    expect(description).not.toBeNull();
    await userEvent.setup().type(field, 'Abcdefgh1');
    expect(field).toHaveAccessibleDescription(/minstens 8 tekens: in orde/);
  });
});
