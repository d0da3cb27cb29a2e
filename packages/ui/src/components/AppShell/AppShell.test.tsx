import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppShellExample } from './AppShellExample.tsx';

describe('AppShell', () => {
  it('has the landmarks and a skip link to the content', () => {
    render(<AppShellExample />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Kruimelpad' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'inhoud');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de inhoud' })).toHaveAttribute('href', '#inhoud');
    expect(screen.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeInTheDocument();
  });

  it('puts the skip link first in the tab order', async () => {
    render(<AppShellExample />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Naar de inhoud' })).toHaveFocus();
  });

  it('shows the agent banner in agent mode', () => {
    render(<AppShellExample agent />);
    expect(
      screen.getByText('Je werkt in het account van klant 10000001 als medewerker.'),
    ).toBeInTheDocument();
  });
});
