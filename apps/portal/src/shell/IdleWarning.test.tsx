import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';
import { IdleWarning } from './IdleWarning.tsx';

describe('IdleWarning: its text is its description (issue 30)', () => {
  it('says when the session ends and that unsent input is lost, as the dialog’s description', async () => {
    render(
      <PortalIntlProvider>
        <IdleWarning open minutes={2} onStay={() => undefined} onLogout={() => undefined} />
      </PortalIntlProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ben je er nog?' });
    expect(dialog).toHaveAccessibleDescription(
      'Je hebt een tijd niets gedaan. Over 2 minuten word je automatisch uitgelogd, zodat niemand anders bij je gegevens kan. Wat je hebt ingevuld en nog niet hebt verstuurd, gaat dan verloren.',
    );
  });
});
