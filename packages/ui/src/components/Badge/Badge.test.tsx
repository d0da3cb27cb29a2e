import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it('shows its text with the tone as data attribute', () => {
    render(<Badge tone="success">Nieuw</Badge>);
    expect(screen.getByText('Nieuw')).toHaveAttribute('data-tone', 'success');
  });
});
