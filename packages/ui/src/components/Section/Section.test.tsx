import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section.tsx';

describe('Section', () => {
  it('is a region with a heading at the given level', () => {
    render(
      <Section title="Algemeen" headingLevel={3} description="Je gegevens in één oogopslag">
        <p>Inhoud</p>
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'Algemeen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Algemeen' })).toBeInTheDocument();
    expect(screen.getByText('Je gegevens in één oogopslag')).toBeInTheDocument();
  });
});
