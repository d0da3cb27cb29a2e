import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.tsx';

const items = [
  { id: 'bellen', title: 'Bellen', content: 'Je belkosten deze maand.' },
  { id: 'tv', title: 'TV', content: 'Je huurfilms deze maand.' },
  { id: 'extra', title: 'Extra', content: 'Niets', disabled: true },
];

describe('Tabs', () => {
  it('switches panels with arrow keys and skips disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Tabs aria-label="Gebruikskosten" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Gebruikskosten' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Bellen' })).toHaveTextContent(
      'Je belkosten deze maand.',
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Bellen' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'TV' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'TV' })).toHaveTextContent(
      'Je huurfilms deze maand.',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Bellen' })).toHaveFocus();
  });
});
