import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionList, ActionListItem } from './ActionList.tsx';

describe('ActionList', () => {
  it('is a list of links, buttons and rows with their own actions', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <ActionList aria-label="Instellingen">
        <ActionListItem
          title="Adres"
          description="Kerkstraat 12"
          href="/mijn-gegevens/adresgegevens"
        />
        <ActionListItem title="Monteur aanvragen" onPress={onPress} />
        <ActionListItem title="Voicemail" actions={<button type="button">Wijzigen</button>} />
      </ActionList>,
    );
    expect(screen.getByRole('list', { name: 'Instellingen' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Adres Kerkstraat 12' })).toHaveAttribute(
      'href',
      '/mijn-gegevens/adresgegevens',
    );
    await user.click(screen.getByRole('button', { name: 'Monteur aanvragen' }));
    expect(onPress).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Wijzigen' })).toBeInTheDocument();
  });
});
