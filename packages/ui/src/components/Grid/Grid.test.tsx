import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid.tsx';

describe('Grid', () => {
  it('renders children and spreads props on the root', () => {
    render(
      <Grid as="section" aria-label="Producten">
        <p>Internet</p>
        <p>TV</p>
      </Grid>,
    );
    expect(screen.getByRole('region', { name: 'Producten' })).toHaveTextContent('InternetTV');
  });
});
