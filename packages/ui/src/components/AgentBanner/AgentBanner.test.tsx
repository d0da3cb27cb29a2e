import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentBanner } from './AgentBanner.tsx';

describe('AgentBanner', () => {
  it('names the customer code in Dutch', () => {
    render(<AgentBanner customerCode="10000001" />);
    expect(
      screen.getByText('Je werkt in het account van klant 10000001 als medewerker.'),
    ).toBeInTheDocument();
  });

  it('adds a quieter second line when given one', () => {
    render(<AgentBanner customerCode="10000001" note="De klant ziet wat je wijzigt." />);
    expect(
      screen.getByText('Je werkt in het account van klant 10000001 als medewerker.'),
    ).toBeInTheDocument();
    expect(screen.getByText('De klant ziet wat je wijzigt.').tagName).toBe('P');
  });

  it('takes other text', () => {
    render(<AgentBanner customerCode="10000001">Medewerkermodus</AgentBanner>);
    expect(screen.getByText('Medewerkermodus')).toBeInTheDocument();
  });
});
