import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingBar } from './LoadingBar.tsx';

describe('LoadingBar', () => {
  it('keeps an empty polite live region while idle', () => {
    render(<LoadingBar state="idle" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces loading and then complete in the same region', () => {
    const { rerender } = render(<LoadingBar state="loading" />);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Pagina wordt geladen');
    rerender(<LoadingBar state="complete" />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Pagina geladen');
  });

  it('shows the failure text as an alert', () => {
    render(<LoadingBar state="failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Oeps! Er is iets fout gegaan.');
  });
});
