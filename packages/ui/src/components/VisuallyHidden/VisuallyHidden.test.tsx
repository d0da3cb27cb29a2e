import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Sluiten</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
  });

  it('renders as another element', () => {
    render(<VisuallyHidden as="h1">Overzicht</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeInTheDocument();
  });
});
