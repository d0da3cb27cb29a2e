import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AnnouncerProvider } from './Announcer.tsx';
import { AnnouncerExample } from './AnnouncerExample.tsx';

describe('AnnouncerProvider', () => {
  it('has empty live regions up front and fills the polite one', async () => {
    render(
      <AnnouncerProvider>
        <AnnouncerExample />
      </AnnouncerProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(status).toHaveTextContent('Je wijzigingen zijn opgeslagen.'));
  });

  it('uses the assertive region for urgent messages', async () => {
    render(
      <AnnouncerProvider>
        <AnnouncerExample />
      </AnnouncerProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mislukt opslaan' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Opslaan is mislukt.'));
  });
});
