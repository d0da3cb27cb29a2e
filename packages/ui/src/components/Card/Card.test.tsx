import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('is a region named by its title', () => {
    render(<Card title="Je abonnement">Internet + TV</Card>);
    expect(screen.getByRole('region', { name: 'Je abonnement' })).toHaveTextContent(
      'Internet + TV',
    );
  });

  it('is a plain box without a title', () => {
    render(<Card>Inhoud</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
